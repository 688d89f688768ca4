import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE, MAX_SEARCH_LENGTH } from '../../shared/list-paging';

// The browser's list kit (lib/list-query.ts) reads the same names from the URL.

export type SortDirection = 'asc' | 'desc';
/** `field:direction`, as a list's `sort` query parameter carries it (`created_at:desc`). */
export type SortOption<Field extends string> = `${Field}:${SortDirection}`;

/** Names of the list query's fields in 422 messages (the route passes them as its `labels`). */
export const LIST_QUERY_LABELS = { page: 'FIELD_PAGE', per_page: 'FIELD_PER_PAGE', search: 'FIELD_SEARCH', sort: 'FIELD_SORT' } as const;

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
    page: z.coerce.number({ error: 'PAGE_INVALID' }).int().min(1).max(MAX_PAGE).default(1),
    per_page: z.coerce.number({ error: 'PER_PAGE_INVALID' }).int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
    search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
    sort: z.literal(sortOptions, { error: 'SORT_INVALID' }).default(options.defaultSort),
    ...options.filters,
  });
}

function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March instead of refusing it.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** A list's day filter: a calendar day (Gregorian `YYYY-MM-DD`), which the lists read as that whole day in Tehran. */
export const listDayField = (invalid: 'FROM_DAY_INVALID' | 'TO_DAY_INVALID') =>
  z
    .string({ error: invalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalid })
    .refine((day) => isCalendarDay(day), { error: invalid })
    .optional();
