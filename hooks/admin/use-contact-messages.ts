import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, http } from '../../lib/http/client';
import type { FilterKind, ListParams, ListSpec } from '../../lib/list-query';
import type { Envelope, Page } from '../../server/http/schemas';
import type { ContactListRequest, ContactMessageRow, PublicContactMessage } from '../../server/modules/contact-us/schemas';
import { useListQuery } from '../use-list-query';

export const contactMessagesQueryKey = ['admin', 'contact-us'] as const;

/** What GET /admin/contact_us/list allows (its contactListQuery), for the URL and the server render. */
export const contactMessagesListSpec: ListSpec = {
  sortFields: ['created_at'] satisfies ContactListRequest['sort'] extends `${infer Field}:${string}` ? Field[] : never,
  defaultSort: 'created_at:desc' satisfies ContactListRequest['sort'],
  filters: { state: 'text' } satisfies Record<keyof Omit<ContactListRequest, 'page' | 'per_page' | 'sort' | 'search'>, FilterKind>,
};

export const useContactMessages = (params: ListParams, initialData?: Page<ContactMessageRow>) =>
  useListQuery(contactMessagesQueryKey, '/admin/contact_us/list', params, initialData);

/** One message whole; opening it marks it read, so the list is fetched again once it has. */
export function useContactMessage(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...contactMessagesQueryKey, 'message', id],
    enabled: id !== undefined,
    queryFn: async () => {
      const { data } = await call(http.get<Envelope<{ message: PublicContactMessage }>>(`/admin/contact_us/${id}`));
      void queryClient.invalidateQueries({ queryKey: contactMessagesQueryKey, predicate: (query) => query.queryKey[2] !== 'message' });
      return data.message;
    },
  });
}
