import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from '../../lib/feedback';
import { api } from '../../lib/http/api';
import { saveDownload } from '../../lib/http/save-download';
import type { AdminThread, PublicSupportUnit } from '../../shared/contracts/support.schemas';

/** The tickets list's call, for its screen's ListScreen. */
export const ticketsList = api.support.list;

const listKey = api.support.list.key;
const unitsKey = api.support.units.key;
const threadKey = (id: number) => [...api.support.thread.key, id] as const;

export function useSupportUnits(initialData: PublicSupportUnit[]) {
  return useQuery({
    queryKey: unitsKey,
    queryFn: async () => (await api.support.units()).data.items,
    initialData,
  });
}

export function useTicketThread(id: number, initialData: AdminThread) {
  return useQuery({ queryKey: threadKey(id), queryFn: async () => (await api.support.thread({ params: { id } })).data, initialData });
}

export function useAnswerTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { text: string; attachment?: File }) => api.support.answer({ params: { support_id: id }, body: answer }),
    onSuccess: (result) => {
      message(result.message);
      queryClient.setQueryData<AdminThread>(
        threadKey(id),
        (thread) => thread && { ticket: result.data.ticket, messages: [...thread.messages, result.data.message] },
      );
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

export function useCloseTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.support.close({ params: { id } }),
    onSuccess: (result) => {
      message(result.message);
      queryClient.setQueryData<AdminThread>(threadKey(id), (thread) => thread && { ...thread, ticket: result.data.ticket });
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** Adds a unit, or renames, disables or enables one. */
export function useSaveUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unit: { id?: number; name?: string; is_active?: boolean }) => {
      const { id, ...changes } = unit;
      return id === undefined ? api.support.createUnit({ body: { name: changes.name ?? '' } }) : api.support.updateUnit({ params: { id }, body: changes });
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

/** Saves the attachment of a message; a failure shows the seed's "Download failed". */
export const saveTicketAttachment = (messageId: number, filename: string) =>
  saveDownload((options) => api.support.attachment({ params: { message_id: messageId } }, options), { filename });
