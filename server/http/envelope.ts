import type { Context } from 'hono';
import { AppError, messages } from '../errors';
import { callerLocale, translate } from '../i18n/translate';
import type { ErrorEnvelope } from './schemas';

/**
 * Every API answer's headers, made once: a plain object goes straight to the socket, where a Headers
 * instance per request (what `c.header` builds) has to be created and then copied out again.
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Type': 'application/json',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
});

/** An answer the route layer built; the body is serialised here and nowhere else. */
export function jsonResponse(body: unknown, status = 200, extraHeaders?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: extraHeaders ? { ...API_HEADERS, ...extraHeaders } : API_HEADERS });
}

/**
 * A handler's own Response (an avatar) keeps the headers it chose and gets the API's defaults for the
 * rest, so nothing the API serves goes out without nosniff or a cache rule.
 */
export function withApiDefaults(response: Response): Response {
  for (const [name, value] of Object.entries(API_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
}

/** The error envelope in the caller's language; 422 errors from validation arrive already translated and pass through. */
export function errorResponse(c: Context, error: unknown): Response {
  const locale = callerLocale(c);
  if (error instanceof AppError) {
    const message = translate(error.message, locale);
    const body: ErrorEnvelope = { hasError: true, message, data: (error.options.data as ErrorEnvelope['data']) ?? null };
    if (error.status === 422) body.errors = error.options.errors?.map((text) => translate(text, locale)) ?? [message];
    const retryAfter = error.options.retryAfterSeconds;
    return jsonResponse(body, error.status, retryAfter ? { 'Retry-After': String(retryAfter) } : undefined);
  }
  console.error(error);
  return jsonResponse({ hasError: true, message: translate(messages.internal, locale), data: null } satisfies ErrorEnvelope, 500);
}
