import { useQuery } from '@tanstack/react-query';
import { call, http } from '../../lib/http/client';
import type { Envelope } from '../../server/http/schemas';
import type { AdminFilters } from '../../server/modules/admins/schemas';

/** Option lists change only with a release, so they come from the 60 s response cache too. */
export function useAdminFilters() {
  return useQuery({
    queryKey: ['admin', 'filters'],
    queryFn: async () => (await call(http.get<Envelope<AdminFilters>>('/admin/filters', { cacheKey: 'admin-filters' }))).data,
    staleTime: Infinity,
  });
}
