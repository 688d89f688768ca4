import { log } from '../logging/logger';
import type { Context } from 'hono';
import type { RefusalCode } from '../../shared/contracts/refusals';
import { AppError } from '../errors';
import { callerLocale } from '../i18n/caller-locale';
import { messageIn, type Locale } from '../i18n/messages';
import type { ErrorEnvelope } from '../../shared/contracts/kit.schemas';

/**
 * Every API answer's headers, made once: a plain object goes straight to the socket, where a Headers
 * instance per request (what `c.header` builds) has to be created and then copied out again.
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Type': 'application/json',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
});

/** Each JSON answer's text, kept by the answer: see statusAndText. */
const jsonTexts = new WeakMap<Response, string>();

/** An answer the route layer built; the body is serialised here and nowhere else. */
export function jsonResponse(body: unknown, status = 200, extraHeaders?: Record<string, string>): Response {
  const text = JSON.stringify(body);
  const response = new Response(text, { status, headers: extraHeaders ? { ...API_HEADERS, ...extraHeaders } : API_HEADERS });
  jsonTexts.set(response, text);
  return response;
}

/**
 * An answer's status and body as text, for a server render calling the API in this process: a JSON
 * answer's text as jsonResponse made it. Reading it from the Response instead built a body stream and
 * read it back through web streams and a decoder, ~125 µs a call under load (an admin list page makes two or three).
 */
export async function statusAndText(response: Response): Promise<{ status: number; text: string }> {
  return { status: response.status, text: jsonTexts.get(response) ?? (await response.text()) };
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

/**
 * A refusal's envelope in the caller's language: its message, `data.code` (with anything else the
 * refusal adds), and on 422 every problem in `errors`, led by the first.
 */
export function refusalBody(error: AppError, locale: Locale): ErrorEnvelope {
  const message = messageIn(locale, error.code, error.options.params);
  const body: ErrorEnvelope = { hasError: true, message, data: { ...error.options.data, code: error.code } };
  if (error.status === 422) {
    body.errors = error.options.errors?.length ? error.options.errors : [message];
    body.message = body.errors[0]!;
  }
  return body;
}

/** The envelope of a refusal by code alone, for answers made outside a route (an unknown path). */
export const refusalOf = (code: RefusalCode, locale: Locale): ErrorEnvelope => refusalBody(new AppError(code), locale);

export function errorResponse(c: Context, error: unknown): Response {
  const locale = callerLocale(c);
  if (error instanceof AppError) {
    const retryAfter = error.options.retryAfterSeconds;
    const headers = retryAfter ? { ...error.options.headers, 'Retry-After': String(retryAfter) } : error.options.headers;
    return jsonResponse(refusalBody(error, locale), error.status, headers);
  }
  log.error({ err: error, requestId: c.req.header('x-request-id') }, 'the API failed to answer a request');
  return jsonResponse({ hasError: true, message: messageIn(locale, 'INTERNAL_ERROR'), data: { code: 'INTERNAL_ERROR' } }, 500);
}
