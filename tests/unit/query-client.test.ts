// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { GC_TIME_MS, STALE_TIME_MS, createQueryClient, shouldRetryQuery } from '../../lib/query-client';

const defaults = createQueryClient().getDefaultOptions();

describe('query client defaults', () => {
  it('keeps data fresh for five minutes', () => {
    expect(defaults.queries?.staleTime).toBe(5 * 60_000);
    expect(STALE_TIME_MS).toBe(300_000);
  });

  it('keeps unused data for ten minutes', () => {
    expect(defaults.queries?.gcTime).toBe(10 * 60_000);
    expect(GC_TIME_MS).toBe(600_000);
  });

  it('does not refetch when the window regains focus', () => {
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
  });

  it('refetches on mount and on reconnect', () => {
    expect(defaults.queries?.refetchOnMount).toBe(true);
    expect(defaults.queries?.refetchOnReconnect).toBe(true);
  });

  it('never retries a mutation', () => {
    expect(defaults.mutations?.retry).toBe(0);
  });

  it('retries queries with the retry rule', () => {
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
  });
});

describe('query retries', () => {
  const serverError = new ApiError('http', '', 500);

  it('retry a server error twice, then give up', () => {
    expect([0, 1, 2].map((failures) => shouldRetryQuery(failures, serverError))).toEqual([true, true, false]);
  });

  it('do not retry when the server cannot be reached, so the list stops loading at the first failure', () => {
    expect(shouldRetryQuery(0, new ApiError('network', 'offline'))).toBe(false);
  });

  it('do not retry a not-found, whose toast the user has already seen', () => {
    expect(shouldRetryQuery(0, new ApiError('http', 'not found', 404))).toBe(false);
  });

  it('do not retry after the session expired', () => {
    expect(shouldRetryQuery(0, new ApiError('http', '', 401))).toBe(false);
  });

  it('do not retry an answer the server marked as an error', () => {
    expect(shouldRetryQuery(0, new ApiError('envelope', 'no', 200))).toBe(false);
  });

  it('do not retry a cancelled request', () => {
    expect(shouldRetryQuery(0, new ApiError('cancelled', 'cancelled'))).toBe(false);
  });
});
