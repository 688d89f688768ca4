import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, http } from '../lib/http/client';
import type { CallOptions } from '../lib/http/contract-client';
import { listApiQuery, type ListParams, type ListSpec } from '../lib/list-query';
import type { Envelope, Page } from '../shared/contracts/schema-kit';

/** A list call of the API (`api.gifts.list`): a list's state in, a page of rows out. */
export type ListCall<Spec extends ListSpec, Row> = ((input: { query: ListParams<Spec> }, options?: CallOptions) => Promise<Envelope<Page<Row>>>) & {
  route: { listing?: Spec };
  key: readonly [string, string];
};

/**
 * One page of a list call for a list state, keyed by the call and the query string the server render
 * used, so the server's page is this query's initial data; the previous page stays on screen while the next loads.
 */
export function useList<Spec extends ListSpec, Row>(list: ListCall<Spec, Row>, params: ListParams<Spec>, initialData?: Page<Row>) {
  return useQuery({
    queryKey: [...list.key, listApiQuery(params)],
    queryFn: async () => (await list({ query: params })).data,
    initialData,
    placeholderData: keepPreviousData,
  });
}

/** TRANSITION: one page of a list route by path; lists move to `useList` and their contract's call. */
export function useListQuery<Row>(key: readonly string[], path: string, params: ListParams, initialData?: Page<Row>) {
  const query = listApiQuery(params);
  return useQuery({
    queryKey: [...key, query],
    queryFn: async () => (await call(http.get<Envelope<Page<Row>>>(`${path}?${query}`))).data,
    initialData,
    placeholderData: keepPreviousData,
  });
}
