import type { Context } from 'hono';
import { AppError, messages } from '../errors';
import { callerLocale, translate } from '../i18n/translate';

export interface Envelope<T = unknown> {
  hasError: boolean;
  message: string;
  data: T | null;
  token?: string;
  errors?: string[];
}

/** The error envelope in the caller's language; 422 errors from validation arrive already translated and pass through. */
export function errorResponse(c: Context, error: unknown): Response {
  const locale = callerLocale(c);
  if (error instanceof AppError) {
    const message = translate(error.message, locale);
    const body: Envelope = { hasError: true, message, data: (error.options.data as unknown) ?? null };
    if (error.status === 422) body.errors = error.options.errors?.map((text) => translate(text, locale)) ?? [message];
    if (error.options.retryAfterSeconds) c.header('Retry-After', String(error.options.retryAfterSeconds));
    return c.json(body, error.status as 400);
  }
  console.error(error);
  return c.json({ hasError: true, message: translate(messages.internal, locale), data: null } satisfies Envelope, 500);
}
