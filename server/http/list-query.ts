import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../../lib/list-query';

// The browser's list kit (lib/list-query.ts) reads the same names from the URL.

export type SortDirection = 'asc' | 'desc';
/** `field:direction`, as a list's `sort` query parameter carries it (`created_at:desc`). */
export type SortOption<Field extends string> = `${Field}:${SortDirection}`;

/** Names of the list query's fields in 422 messages (the route passes them as its `labels`). */
export const LIST_QUERY_LABELS = { page: 'صفحه', per_page: 'اندازه صفحه', search: 'جستجو', sort: 'ترتیب' };

/**
 * The query every list route takes: `page`, `per_page` (at most MAX_PER_PAGE), `search`, `sort` (only
 * the fields the list allows, each either way) and the list's own typed filters. Anything else is a 422.
 */
export function listQuery<Field extends string, Filters extends z.ZodRawShape>(options: {
  sort: readonly [Field, ...Field[]];
  defaultSort: SortOption<Field>;
  filters: Filters;
}) {
  const sortOptions = options.sort.flatMap((field) => [`${field}:asc`, `${field}:desc`]) as [SortOption<Field>, ...SortOption<Field>[]];
  return z.object({
    page: z.coerce.number({ error: 'شماره صفحه معتبر نیست.' }).int().min(1).max(100_000).default(1),
    per_page: z.coerce.number({ error: 'اندازه صفحه معتبر نیست.' }).int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
    search: z.string().trim().max(100).optional(),
    sort: z.literal(sortOptions, { error: 'ترتیب فهرست معتبر نیست.' }).default(options.defaultSort),
    ...options.filters,
  });
}
