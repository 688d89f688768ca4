import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';

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

/**
 * A username no other test makes: admins are created side by side in one millisecond, so eight random
 * hex characters end it (specs also take its last four or six as a unique suffix for titles).
 */
export function uniqueUsername(prefix = 'admin'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/** Opens the new-admin drawer on the admins list and fills its name, username and password; answers the drawer, for the test to finish and save. */
export async function fillNewAdminDrawer(page: Page, fields: { name: string; username: string; password: string }): Promise<Locator> {
  await page.getByRole('button', { name: 'مدیر تازه', exact: true }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('نام', { exact: true }).fill(fields.name);
  await drawer.getByLabel('نام کاربری').fill(fields.username);
  await drawer.getByLabel('رمز عبور').fill(fields.password);
  return drawer;
}
