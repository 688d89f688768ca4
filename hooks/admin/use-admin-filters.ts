import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http/api';

/** Option lists change only with a release, so they come from the 60 s response cache too. */
export function useAdminFilters() {
  return useQuery({
    queryKey: api.admins.filters.key,
    queryFn: async () => (await api.admins.filters(undefined, { cacheKey: 'admin-filters' })).data,
    staleTime: Infinity,
  });
}
