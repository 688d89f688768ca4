import type { IncomingMessage } from 'node:http';

/** Over TLS here, or behind a trusted proxy that says the browser used https: then HSTS and Secure cookies apply. */
export function isHttpsRequest(request: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): boolean {
  if ((request.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  // The proxy nearest to us appends last, so its word is the last entry.
  return trustProxy && typeof forwarded === 'string' && forwarded.split(',').at(-1)?.trim().toLowerCase() === 'https';
}

/**
 * The Content-Security-Policy of every page. The token cookie is readable by script (the seed's
 * client sends it as a bearer header), so scripts run only with this request's nonce and what
 * they load ('strict-dynamic'). antd renders inline style attributes, which a nonce cannot cover:
 * those are allowed (style-src-attr), style elements are not without the nonce.
 */
export function contentSecurityPolicy(nonce: string, apiBaseUrl?: string): string {
  const api = apiBaseUrl && /^https?:\/\//i.test(apiBaseUrl) ? ` ${new URL(apiBaseUrl).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${api}`,
    // The video player streams from the API's signed playback addresses, on the API's host when it has one.
    `media-src 'self'${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The server puts the request's nonce on the request object under a global symbol: the page
 * bundles have their own copy of this module, so a module-level map would not be shared, and a
 * header could be sent by the client.
 */
const NONCE_KEY = Symbol.for('portal.cspNonce');
type WithNonce = { [NONCE_KEY]?: string };

export function attachNonce(request: object, nonce: string): void {
  (request as WithNonce)[NONCE_KEY] = nonce;
}

export function nonceOf(request: object | undefined): string | undefined {
  return request ? (request as WithNonce)[NONCE_KEY] : undefined;
}
