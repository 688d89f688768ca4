import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminListQuery, PublicAdmin } from '../../server/modules/admins/schemas';
import { call, http } from '../../lib/http/client';
import type { Envelope, Page } from '../../server/http/schemas';

export const adminsQueryKey = ['admin', 'admins'] as const;

export function useAdmins(query: AdminListQuery, initialData?: Page<PublicAdmin>) {
  return useQuery({
    queryKey: [...adminsQueryKey, query],
    queryFn: async () => (await call(http.get<Envelope<Page<PublicAdmin>>>('/admin/admin/list', { params: query }))).data,
    initialData,
    placeholderData: keepPreviousData,
  });
}
