// The paging bounds every list route enforces (server/http/list-query.ts) and the browser's list state
// (lib/list-query.ts) keeps to, so a URL the panel writes is never one the API refuses.

/** The most rows a list page may ask for; more is a 422. */
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;
export const MAX_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 100;
