import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallOptions } from '../lib/http/contract-client';
import { listApiQuery, type ListParams, type ListSpec } from '../lib/list-query';
import type { Envelope, Page } from '../shared/contracts/kit.schemas';

/** A list call of the API (`api.gifts.list`): a list's state in, a page of rows out. */
export type ListCall<Spec extends ListSpec, Row> = ((input: { query: ListParams<Spec> }, options?: CallOptions) => Promise<Envelope<Page<Row>>>) & {
  route: { listing: Spec };
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
