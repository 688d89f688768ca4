import type { z } from 'zod';
import { listQueryFor } from '../../shared/contracts/schema-kit';

// The browser's list kit (lib/list-query.ts) reads the same names from the URL.

export type SortDirection = 'asc' | 'desc';
/** `field:direction`, as a list's `sort` query parameter carries it (`created_at:desc`). */
export type SortOption<Field extends string> = `${Field}:${SortDirection}`;

/** Names of the list query's fields in 422 messages (the route passes them as its `labels`). */
export const LIST_QUERY_LABELS = { page: 'FIELD_PAGE', per_page: 'FIELD_PER_PAGE', search: 'FIELD_SEARCH', sort: 'FIELD_SORT' } as const;

/** TRANSITION: a list query from its sort fields and filter schemas; lists move to their contract's `listQueryFor`. */
export function listQuery<Field extends string, Filters extends z.ZodRawShape>(options: {
  sort: readonly [Field, ...Field[]];
  defaultSort: SortOption<Field>;
  filters: Filters;
}) {
  const spec = { sortFields: options.sort, defaultSort: options.defaultSort, filters: Object.fromEntries(Object.keys(options.filters).map((name) => [name, 'text' as const])) as { [Name in keyof Filters]: 'text' } };
  return listQueryFor<typeof spec, Filters>(spec, options.filters);
}

export { listDayField } from '../../shared/contracts/schema-kit';
