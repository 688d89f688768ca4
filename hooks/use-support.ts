import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from '../lib/feedback';
import { call, http, toFormData } from '../lib/http/client';
import type { FilterKind, ListParams, ListSpec } from '../lib/list-query';
import type { Envelope, Page } from '../server/http/schemas';
import type { OwnThread, OwnTicket, OwnTicketListRequest, PublicSupportMessage, PublicSupportUnit } from '../server/modules/support/schemas';
import { useListQuery } from './use-list-query';

/** What GET /user/support/list allows (its ownTicketListQuery), for the URL and the server render. */
export const ownTicketListSpec: ListSpec = {
  sortFields: ['last_activity_at', 'created_at'] satisfies OwnTicketListRequest['sort'] extends `${infer Field}:${string}` ? Field[] : never,
  defaultSort: 'last_activity_at:desc' satisfies OwnTicketListRequest['sort'],
  filters: { status: 'text' } satisfies Record<keyof Omit<OwnTicketListRequest, 'page' | 'per_page' | 'sort' | 'search'>, FilterKind>,
};

const ticketsKey = ['user', 'support'] as const;
const threadKey = (id: number) => ['user', 'support', 'thread', id] as const;

export const useOwnTickets = (params: ListParams, initialData?: Page<OwnTicket>) => useListQuery([...ticketsKey, 'list'], '/user/support/list', params, initialData);

export function useSupportUnits(initialData: PublicSupportUnit[]) {
  return useQuery({
    queryKey: [...ticketsKey, 'units'],
    queryFn: async () => (await call(http.get<Envelope<{ items: PublicSupportUnit[] }>>('/user/support/unit/list'))).data.items,
    initialData,
  });
}

export function useOwnThread(id: number, initialData: OwnThread) {
  return useQuery({ queryKey: threadKey(id), queryFn: async () => (await call(http.get<Envelope<OwnThread>>(`/user/support/${id}`))).data, initialData });
}

export interface NewTicket {
  unit_id: number;
  subject: string;
  text: string;
  attachment?: File;
}

export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: NewTicket) => call(http.post<Envelope<{ ticket: OwnTicket }>>('/user/support/create', toFormData({ ...ticket }))),
    onSuccess: (result) => {
      message(result.message);
      void queryClient.invalidateQueries({ queryKey: [...ticketsKey, 'list'] });
    },
  });
}

export function useReplyToTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: { text: string; attachment?: File }) =>
      call(http.post<Envelope<{ ticket: OwnTicket; message: PublicSupportMessage }>>(`/user/support/${id}/reply`, toFormData(reply))),
    onSuccess: (result) => {
      message(result.message);
      queryClient.setQueryData<OwnThread>(threadKey(id), (thread) => thread && { ticket: result.data.ticket, messages: [...thread.messages, result.data.message] });
      void queryClient.invalidateQueries({ queryKey: [...ticketsKey, 'list'] });
    },
  });
}

export function useCloseTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(http.patch<Envelope<{ ticket: OwnTicket }>>(`/user/support/${id}/close`)),
    onSuccess: (result) => {
      message(result.message);
      queryClient.setQueryData<OwnThread>(threadKey(id), (thread) => thread && { ...thread, ticket: result.data.ticket });
      void queryClient.invalidateQueries({ queryKey: [...ticketsKey, 'list'] });
    },
  });
}
