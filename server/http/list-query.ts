// Each list's query comes from its contract (`listQueryFor` in shared/contracts/kit.schemas.ts); the
// browser's list kit (lib/list-query.ts) reads the same names from the URL.

/** `field:direction`, as a list's `sort` query parameter carries it (`created_at:desc`). */
export type SortOption<Field extends string> = `${Field}:${'asc' | 'desc'}`;

/** Names of the list query's fields in 422 messages (the route passes them as its `labels`). */
export const LIST_QUERY_LABELS = { page: 'FIELD_PAGE', per_page: 'FIELD_PER_PAGE', search: 'FIELD_SEARCH', sort: 'FIELD_SORT' } as const;
