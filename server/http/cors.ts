import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AnyRoute } from './route';

const ROUTE_METHODS = ['GET', 'POST', 'PATCH', 'DELETE'] satisfies Uppercase<AnyRoute['method']>[];

/** What the browser client sends that a cross-origin call must be allowed: JSON bodies, the token, the reader's language. */
const CLIENT_HEADERS = ['Authorization', 'Content-Type', 'Accept-Language'];

/**
 * Lets pages on the listed origins call the API from the browser. A request from any other origin
 * gets no CORS header at all, preflight included, so its browser keeps the answer from the page.
 * Credentials are not allowed: the client sends its token in the Authorization header, never as a cookie.
 */
export function allowOrigins(origins: readonly string[]): MiddlewareHandler {
  const listed = new Set(origins);
  const answerListedOrigin = cors({ origin: [...listed], allowMethods: ROUTE_METHODS, allowHeaders: CLIENT_HEADERS, maxAge: 600 });
  return async (c, next) => {
    if (listed.has(c.req.header('origin') ?? '')) return answerListedOrigin(c, next);
    await next();
    // The answer differs by origin, so no cache may hand this one to a listed origin.
    c.header('Vary', 'Origin', { append: true });
  };
}
