import { useQuery, type DefinedUseQueryResult, type UseQueryResult } from '@tanstack/react-query';
import { api } from '../../lib/http/api';
import type { AdminFilters } from '../../shared/contracts/admins.schemas';

/**
 * Option lists change only with a release, so they come from the 60 s response cache too. Where the
 * server render has them (the audit log's filters), they are the query's data: asking again at start
 * only fetched the same lists (and the HTTP client with them, before anyone had touched the page).
 * Without them (the admin form's permissions, which its drawer asks for when it first opens) they are
 * fetched once.
 */
export function useAdminFilters(initialData: AdminFilters): DefinedUseQueryResult<AdminFilters>;
export function useAdminFilters(): UseQueryResult<AdminFilters>;
export function useAdminFilters(initialData?: AdminFilters) {
  return useQuery({
    queryKey: api.admins.filters.key,
    queryFn: async () => (await api.admins.filters(undefined, { cacheKey: 'admin-filters' })).data,
    initialData,
    staleTime: Infinity,
  });
}
