import { isPlausibleToken } from '../../../shared/session-token';
import { forwardedClientAddress } from '../../http/client-address';

/** Agents that announce themselves as crawlers, previewers or monitors: their visits are not views. */
const BOT_AGENT = /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|monitor|curl\/|wget\/|python-requests|httpclient/i;
/** A path whose last segment has an extension is a file (the font, the antd sheets, favicon.ico), not a page. */
const FILE_PATH = /\/[^/]*\.[a-z0-9]+$/i;
/** A client-side navigation asks Next for the next page's props here: `/_next/data/<build id>/<page>.json`. */
const NEXT_DATA_PATH = /^\/_next\/data\/[^/]+(\/.*)\.json$/;

export interface PageRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export function isBotAgent(userAgent: string): boolean {
  return BOT_AGENT.test(userAgent);
}

/**
 * The page a request to Next views, or undefined when it views none. A page is viewed by loading it
 * (an HTML navigation) or by navigating to it in the open app, which fetches its props from
 * `_next/data` (so client-side navigations count without a beacon of their own). Assets, other
 * `_next` files, prefetches and bots view nothing. The query is dropped: it may carry codes.
 */
export function viewedPathOf(request: PageRequest): string | undefined {
  if (request.method !== 'GET' || !request.url) return undefined;
  const headers = request.headers;
  if (headers.purpose === 'prefetch' || headers['sec-purpose'] === 'prefetch' || headers['x-middleware-prefetch']) return undefined;
  const userAgent = headers['user-agent'];
  if (typeof userAgent === 'string' && isBotAgent(userAgent)) return undefined;
  const queryAt = request.url.indexOf('?');
  const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  if (pathname.startsWith('/_next/')) {
    const data = NEXT_DATA_PATH.exec(pathname);
    if (!data) return undefined;
    return data[1] === '/index' ? '/' : data[1];
  }
  if (FILE_PATH.test(pathname) || !pathname.startsWith('/')) return undefined;
  return pathname;
}

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The user's token cookie (lib/auth-cookies.ts names it `user_token`), read without parsing every
 * cookie. A token's characters are never percent-encoded, so the value is taken as it stands, and
 * anything that is not a token counts as no user.
 */
const USER_TOKEN_COOKIE = /(?:^|;\s*)user_token=([^;]{1,200})/;

interface PageResponse {
  statusCode: number;
  once(event: 'finish', listener: () => void): unknown;
}

/**
 * Records the page views among the requests the process hands to Next. The view is held once the page
 * has been sent, and only when it was sent whole with 200 (a redirect, a 404 or an error views
 * nothing), so recording never delays the page; the views service writes them in batches.
 */
export function pageViewRecorder(
  views: { recordPage(visit: { path: string; ip: string; userAgent: string; referrer: string | undefined; userToken: string | undefined }): void },
  proxyHops: number,
) {
  return (request: PageRequest & { socket: { remoteAddress?: string | undefined } }, response: PageResponse): void => {
    const path = viewedPathOf(request);
    if (!path) return;
    response.once('finish', () => {
      if (response.statusCode !== 200) return;
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const forwarded = forwardedClientAddress(header('x-forwarded-for'), proxyHops);
      // The admin panel's pages are an admin's, even in a browser that also holds a user's cookie.
      const token = isAdminPath(path) ? undefined : USER_TOKEN_COOKIE.exec(header('cookie') ?? '')?.[1];
      views.recordPage({
        path,
        ip: forwarded ?? request.socket.remoteAddress ?? '',
        userAgent: header('user-agent') ?? '',
        referrer: header('referer'),
        userToken: isPlausibleToken(token) ? token : undefined,
      });
    });
  };
}
