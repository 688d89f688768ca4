import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallOptions } from '../lib/http/contract-client';
import { listApiQuery, type ListParams, type ListSpec } from '../lib/list-query';
import type { Envelope, Page } from '../shared/contracts/kit.schemas';

/** A list call of the API (`api.gifts.list`): a list's state in, a page of rows out. */
export type ListCall<Spec extends ListSpec, Row> = ((input: { query: ListParams<Spec> }, options?: CallOptions) => Promise<Envelope<Page<Row>>>) & {
  route: { listing: Spec };
  key: readonly [string, string];
};

/** How often a list that shows work still running (a gift publishing) asks again. */
const LIST_POLL_MS = 2_000;

/**
 * One page of a list call for a list state, keyed by the call and the query string the server render
 * used, so the server's page is this query's initial data; the previous page stays on screen while the next loads.
 */
export function useList<Spec extends ListSpec, Row>(
  list: ListCall<Spec, Row>,
  params: ListParams<Spec>,
  initialData?: Page<Row>,
  pollWhile?: (rows: Row[]) => boolean,
) {
  return useQuery({
    queryKey: [...list.key, listApiQuery(params)],
    queryFn: async () => (await list({ query: params })).data,
    initialData,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (pollWhile && query.state.data && pollWhile(query.state.data.items) ? LIST_POLL_MS : false),
  });
}
