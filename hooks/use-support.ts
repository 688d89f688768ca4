import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from '../lib/feedback';
import { api } from '../lib/http/api';
import { saveDownload } from '../lib/http/save-download';
import type { ListParams } from '../lib/list-query';
import type { supportRoutes } from '../shared/contracts/support';
import type { OwnThread, OwnTicket, PublicSupportUnit, TicketCreateValues } from '../shared/contracts/support.schemas';
import type { Page } from '../shared/contracts/kit.schemas';
import { useList } from './use-list-query';

const threadKey = (id: number) => [...api.support.ownThread.key, id] as const;
const listKey = api.support.ownList.key;

export const useOwnTickets = (params: ListParams<typeof supportRoutes.ownList.listing>, initialData?: Page<OwnTicket>) =>
  useList(api.support.ownList, params, initialData);

export function useSupportUnits(initialData: PublicSupportUnit[]) {
  return useQuery({
    queryKey: api.support.userUnits.key,
    queryFn: async () => (await api.support.userUnits()).data.items,
    initialData,
  });
}

export function useOwnThread(id: number, initialData: OwnThread) {
  return useQuery({ queryKey: threadKey(id), queryFn: async () => (await api.support.ownThread({ params: { id } })).data, initialData });
}

/** A new ticket: its unit, subject, first message and an optional attachment. */
export type NewTicket = TicketCreateValues & { attachment?: File };

export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: NewTicket) => api.support.open({ body: ticket }),
    onSuccess: (result) => {
      message(result.message);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

export function useReplyToTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: { text: string; attachment?: File }) => api.support.reply({ params: { id }, body: reply }),
    onSuccess: (result) => {
      message(result.message);
      queryClient.setQueryData<OwnThread>(
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
    mutationFn: () => api.support.closeOwn({ params: { id } }),
    onSuccess: (result) => {
      message(result.message);
      queryClient.setQueryData<OwnThread>(threadKey(id), (thread) => thread && { ...thread, ticket: result.data.ticket });
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** Saves the attachment of a message on one of the user's tickets; a failure shows the seed's "Download failed". */
export const saveOwnAttachment = (messageId: number, filename: string) =>
  saveDownload((options) => api.support.ownAttachment({ params: { message_id: messageId } }, options), { filename });
