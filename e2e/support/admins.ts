import type { APIRequestContext, BrowserContext } from '@playwright/test';

/** The super admin playwright.config.ts seeds. */
export const SUPER_ADMIN = { username: 'admin', password: 'e2e-admin-password' };

export async function adminToken(request: APIRequestContext, credentials: { username: string; password: string } = SUPER_ADMIN): Promise<string> {
  const response = await request.post('/api/v1/admin/auth/login', { data: credentials });
  const body = (await response.json()) as { token?: string; message: string };
  if (!body.token) throw new Error(`admin sign-in failed: ${body.message}`);
  return body.token;
}

export async function signInAsAdmin(context: BrowserContext, request: APIRequestContext, baseURL: string, credentials = SUPER_ADMIN) {
  await context.addCookies([{ name: 'admin_token', value: await adminToken(request, credentials), url: baseURL }]);
}

export function uniqueUsername(prefix = 'admin'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}
