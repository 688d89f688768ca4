import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from '../../lib/feedback';
import { call, http, toFormData } from '../../lib/http/client';
import type { FilterKind, ListParams, ListSpec } from '../../lib/list-query';
import type { Envelope, Page } from '../../server/http/schemas';
import type { AdminThread, AdminTicket, AdminTicketListRequest, PublicSupportMessage, PublicSupportUnit } from '../../server/modules/support/schemas';
import { useListQuery } from '../use-list-query';

/** What GET /admin/support/list allows (its adminTicketListQuery), for the URL and the server render. */
export const ticketListSpec: ListSpec = {
  sortFields: ['last_activity_at', 'created_at'] satisfies AdminTicketListRequest['sort'] extends `${infer Field}:${string}` ? Field[] : never,
  defaultSort: 'last_activity_at:desc' satisfies AdminTicketListRequest['sort'],
  filters: { status: 'text', unit_id: 'number', user_id: 'number' } satisfies Record<keyof Omit<AdminTicketListRequest, 'page' | 'per_page' | 'sort' | 'search'>, FilterKind>,
};

const supportKey = ['admin', 'support'] as const;
const unitsKey = [...supportKey, 'units'] as const;
const threadKey = (id: number) => [...supportKey, 'thread', id] as const;

export const useTickets = (params: ListParams, initialData?: Page<AdminTicket>) => useListQuery([...supportKey, 'list'], '/admin/support/list', params, initialData);

export function useSupportUnits(initialData: PublicSupportUnit[]) {
  return useQuery({
    queryKey: unitsKey,
    queryFn: async () => (await call(http.get<Envelope<{ items: PublicSupportUnit[] }>>('/admin/support/unit/list'))).data.items,
    initialData,
  });
}

export function useTicketThread(id: number, initialData: AdminThread) {
  return useQuery({ queryKey: threadKey(id), queryFn: async () => (await call(http.get<Envelope<AdminThread>>(`/admin/support/message/${id}/list`))).data, initialData });
}

export function useAnswerTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { text: string; attachment?: File }) =>
      call(http.post<Envelope<{ ticket: AdminTicket; message: PublicSupportMessage }>>(`/admin/support/message/${id}/create`, toFormData(answer))),
    onSuccess: (result) => {
      message(result.message);
      queryClient.setQueryData<AdminThread>(threadKey(id), (thread) => thread && { ticket: result.data.ticket, messages: [...thread.messages, result.data.message] });
      void queryClient.invalidateQueries({ queryKey: [...supportKey, 'list'] });
    },
  });
}

export function useCloseTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(http.patch<Envelope<{ ticket: AdminTicket }>>(`/admin/support/${id}/close`)),
    onSuccess: (result) => {
      message(result.message);
      queryClient.setQueryData<AdminThread>(threadKey(id), (thread) => thread && { ...thread, ticket: result.data.ticket });
      void queryClient.invalidateQueries({ queryKey: [...supportKey, 'list'] });
    },
  });
}

/** Adds a unit, or renames, disables or enables one. */
export function useSaveUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unit: { id?: number; name?: string; is_active?: boolean }) => {
      const { id, ...changes } = unit;
      return call(
        id === undefined
          ? http.post<Envelope<{ unit: PublicSupportUnit }>>('/admin/support/unit/create', changes)
          : http.patch<Envelope<{ unit: PublicSupportUnit }>>(`/admin/support/unit/${id}/update`, changes),
      );
    },
    onSuccess: (result) => {
      message(result.message);
      queryClient.setQueryData<PublicSupportUnit[]>(unitsKey, (units) => {
        const saved = result.data.unit;
        if (!units) return [saved];
        return units.some((unit) => unit.id === saved.id) ? units.map((unit) => (unit.id === saved.id ? saved : unit)) : [...units, saved];
      });
    },
  });
}
