import type { IncomingMessage, ServerResponse } from 'node:http';
import { deleteCookie, getCookie } from 'cookies-next/server';
import { isPlausibleToken } from '../shared/session-token';
import { tokenCookieName, type Role } from './auth-cookies';
import { SETTINGS_COOKIE } from './save-settings';
import { parseSettings, SIDEBAR_COOKIE, type Settings } from './settings';

// The cookies of a page request, on the server, through cookies-next (the browser reads and writes
// its own with js-cookie). Only server code imports this, which keeps cookies-next out of page bundles.

/** No cookie of ours holds a literal `%`, so a value that still fails to decode came in malformed. */
function isDecoded(value: string): boolean {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

async function readCookieOnce(req: IncomingMessage, name: string): Promise<string | undefined> {
  try {
    const value = await getCookie(name, { req });
    return value !== undefined && isDecoded(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cookies already read from each request, by name. A page render reads the same few several
 * times (the settings in _document and in _app, the token in the page's loader), and cookies-next
 * costs some 10 µs a read. Keyed by the request, so what one visitor sent dies with their request and
 * never reaches another's.
 */
const readsOfRequest = new WeakMap<IncomingMessage, Map<string, Promise<string | undefined>>>();

/**
 * One cookie of the request. Cookies are input anyone can send: a value that is not valid
 * percent-encoding counts as absent. cookies-next throws on some such values and hands others back
 * undecoded; both come out of here as undefined.
 */
export function readCookie(req: IncomingMessage, name: string): Promise<string | undefined> {
  let reads = readsOfRequest.get(req);
  if (!reads) readsOfRequest.set(req, (reads = new Map()));
  let value = reads.get(name);
  if (!value) reads.set(name, (value = readCookieOnce(req, name)));
  return value;
}

/**
 * The role's token from its cookie; anything that is not a token (a decoded line break or NUL, which
 * would break the header the token goes into, junk, a value too long) counts as no cookie.
 */
export async function readTokenCookie(req: IncomingMessage, role: Role): Promise<string | undefined> {
  const token = await readCookie(req, tokenCookieName(role));
  return isPlausibleToken(token) ? token : undefined;
}

/** Tells the browser to drop a cookie the app set (site root, SameSite=Lax). */
export async function clearCookie(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
  await deleteCookie(name, { req, res, path: '/', sameSite: 'lax' });
}

/** Theme, language and sidebar from the settings cookies; junk gives the defaults. */
export async function settingsOfRequest(req: IncomingMessage): Promise<Settings> {
  const [settings, sidebar] = await Promise.all([readCookie(req, SETTINGS_COOKIE), readCookie(req, SIDEBAR_COOKIE)]);
  return parseSettings(settings, sidebar);
}
