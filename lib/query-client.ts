import { QueryClient, environmentManager } from '@tanstack/react-query';
import { ApiError } from './http/api-error';

export const QUERY_RETRIES = 2;
export const MUTATION_RETRIES = 0;
export const STALE_TIME_MS = 5 * 60_000;
export const GC_TIME_MS = 10 * 60_000;

/**
 * Only failures that may pass are retried. A 4xx or an envelope error would answer the same
 * again, and the HTTP client would show its toast (or redirect to login) once per attempt. An
 * unreachable server has already been reported; retrying it only keeps the list's spinner turning.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'envelope' || error.kind === 'cancelled' || error.kind === 'network') return false;
  return !(error.kind === 'http' && error.status !== undefined && error.status < 500);
}

/**
 * On the server a client lives for one render: TanStack's server default (no gcTime, so Infinity)
 * schedules no collection timer. A 10-minute timer there kept each render, its props and its request
 * alive for ten minutes through the timer's async context, and filled the heap under load.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: STALE_TIME_MS,
        ...(environmentManager.isServer() ? {} : { gcTime: GC_TIME_MS }),
        refetchOnWindowFocus: false,
        refetchOnMount: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: MUTATION_RETRIES },
    },
  });
}
