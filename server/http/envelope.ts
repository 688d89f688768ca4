import type { Context } from 'hono';
import { AppError, messages } from '../errors';

export interface Envelope<T = unknown> {
  hasError: boolean;
  message: string;
  data: T | null;
  token?: string;
  errors?: string[];
}

export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof AppError) {
    const body: Envelope = { hasError: true, message: error.message, data: (error.options.data as unknown) ?? null };
    if (error.status === 422) body.errors = error.options.errors ?? [error.message];
    if (error.options.retryAfterSeconds) c.header('Retry-After', String(error.options.retryAfterSeconds));
    return c.json(body, error.status as 400);
  }
  console.error(error);
  return c.json({ hasError: true, message: messages.internal, data: null } satisfies Envelope, 500);
}
