import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http/api';
import type { AdminFilters } from '../../shared/contracts/admins.schemas';

/**
 * Option lists change only with a release, so they come from the 60 s response cache too. The server
 * render's lists are the query's data: asking again at start only fetched the same lists (and the HTTP
 * client with them, before anyone had touched the page).
 */
export function useAdminFilters(initialData: AdminFilters) {
  return useQuery({
    queryKey: api.admins.filters.key,
    queryFn: async () => (await api.admins.filters(undefined, { cacheKey: 'admin-filters' })).data,
    initialData,
    staleTime: Infinity,
  });
}
