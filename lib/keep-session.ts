import type { Role } from './auth-cookies';
import { saveSidebarAtLogin } from './settings';

/**
 * Keeps the session a sign-in answered with, in the seed's order: the token, then the sidebar with
 * the dashboard selected, where signing in lands. The token's cookie code is not part of the sign-in
 * pages' first load: it comes with the HTTP client, which the call has just brought.
 */
export async function keepSession(role: Role, token: string): Promise<void> {
  const { storeToken } = await import('./auth-cookies');
  storeToken(role, token);
  await saveSidebarAtLogin();
}
