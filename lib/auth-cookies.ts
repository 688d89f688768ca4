import Cookies from 'js-cookie';
import { isPlausibleToken } from '../shared/session-token';
import { clearCachedResponses } from './http/response-cache';

export type Role = 'user' | 'admin';

/**
 * The seed's token cookie: role name plus `_token`, site root. A user's lives the seed's 30 days;
 * an admin's no longer than an admin session can (24 h), so a token does not outlive its use.
 */
export const TOKEN_MAX_AGE_SECONDS: Record<Role, number> = { user: 2_592_000, admin: 86_400 };
export const tokenCookieName = (role: Role) => `${role}_token`;

export function loginPathOf(role: Role): string {
  return role === 'admin' ? '/admin/login' : '/login';
}

/** The area a page belongs to decides which token its calls carry. */
export function roleOfPath(pathname: string): Role {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'user';
}

/** The role's token, or undefined when its cookie holds anything that is not one (it would not fit in a header). */
export function readToken(role: Role): string | undefined {
  const token = Cookies.get(tokenCookieName(role));
  return isPlausibleToken(token) ? token : undefined;
}

export function storeToken(role: Role, token: string): void {
  clearCachedResponses();
  Cookies.set(tokenCookieName(role), token, {
    path: '/',
    expires: TOKEN_MAX_AGE_SECONDS[role] / 86_400,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}

export function removeToken(role: Role): void {
  clearCachedResponses();
  Cookies.remove(tokenCookieName(role), { path: '/' });
}
