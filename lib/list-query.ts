// A list screen's state lives in the page's URL query with the names the list route takes, so the
// server render (getServerSideProps) and the browser read one query the same way, and a reload, a
// back/forward step or a pasted link shows the same list. Pure: no React, no router.

import { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE, MAX_SEARCH_LENGTH } from '../shared/list-paging';

/** A URL's query as Next hands it to getServerSideProps and the router. */
type UrlQuery = Partial<Record<string, string | string[]>>;

/** How a filter's value travels: free text, a positive id, or a calendar day `YYYY-MM-DD`. */
export type FilterKind = 'text' | 'id' | 'day';

/** What a list allows; mirrors its route's listQuery (server/http/list-query.ts). */
export interface ListSpec {
  sortFields: readonly string[];
  defaultSort: string;
  filters: Readonly<Record<string, FilterKind>>;
}

export interface ListParams {
  page: number;
  per_page: number;
  sort: string;
  search?: string;
  /** The list's own filters by name; absent or undefined when not set. */
  filters: Record<string, string | number | undefined>;
}

export const PAGE_SIZES = [10, DEFAULT_PER_PAGE, 50, MAX_PER_PAGE] as const;

const FILTER_PATTERNS: Record<FilterKind, RegExp> = { text: /^.{1,64}$/s, id: /^[1-9][0-9]{0,9}$/, day: /^\d{4}-\d{2}-\d{2}$/ };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** The list state a URL query describes; anything the list would refuse falls back to its default. */
export function readListParams(spec: ListSpec, query: UrlQuery): ListParams {
  const page = Number(first(query.page));
  const perPage = Number(first(query.per_page));
  const sort = first(query.sort);
  const [sortField, direction] = sort?.split(':') ?? [];
  const filters: ListParams['filters'] = {};
  for (const [name, kind] of Object.entries(spec.filters)) {
    const value = first(query[name]);
    if (value !== undefined && FILTER_PATTERNS[kind].test(value)) filters[name] = kind === 'id' ? Number(value) : value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    per_page: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    sort: sort && spec.sortFields.includes(sortField!) && (direction === 'asc' || direction === 'desc') ? sort : spec.defaultSort,
    search: first(query.search)?.slice(0, MAX_SEARCH_LENGTH),
    filters,
  };
}

/** The URL query of a list state: only what differs from the defaults, so a plain link stays plain. */
export function listUrlQuery(spec: ListSpec, params: ListParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.search) query.search = params.search;
  for (const [name, value] of Object.entries(params.filters)) if (value !== undefined && value !== '') query[name] = String(value);
  if (params.sort !== spec.defaultSort) query.sort = params.sort;
  if (params.per_page !== DEFAULT_PER_PAGE) query.per_page = String(params.per_page);
  if (params.page !== 1) query.page = String(params.page);
  return query;
}

/** The list route's query string for a list state (the server's defaults spelled out). */
export function listApiQuery(params: ListParams): string {
  const { filters, search, ...paging } = params;
  const entries = Object.entries({ ...paging, ...(search && { search }), ...filters }).filter(([, value]) => value !== undefined && value !== '');
  return new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString();
}
