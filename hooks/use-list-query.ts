import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, http } from '../lib/http/client';
import { listApiQuery, type ListParams } from '../lib/list-query';
import type { Envelope, Page } from '../server/http/schemas';

/**
 * One page of a list route for a list state, keyed by the same query string the server render used,
 * so the server's page is this query's initial data; the previous page stays on screen while the next loads.
 */
export function useListQuery<Row>(key: readonly string[], path: string, params: ListParams, initialData?: Page<Row>) {
  const query = listApiQuery(params);
  return useQuery({
    queryKey: [...key, query],
    queryFn: async () => (await call(http.get<Envelope<Page<Row>>>(`${path}?${query}`))).data,
    initialData,
    placeholderData: keepPreviousData,
  });
}
