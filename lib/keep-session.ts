import type { Role } from './auth-cookies';

/**
 * Keeps the session a sign-in answered with, in the seed's order: the token, then the sidebar with
 * the dashboard selected, where signing in lands. The cookies' code is not part of the sign-in pages'
 * first load: it comes with the HTTP client, which the call has just brought.
 */
export async function keepSession(role: Role, token: string): Promise<void> {
  const [{ storeToken }, { saveSidebarAtLogin }] = await Promise.all([import('./auth-cookies'), import('./settings-cookies')]);
  storeToken(role, token);
  saveSidebarAtLogin();
}
