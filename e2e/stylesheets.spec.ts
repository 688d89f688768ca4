import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';

/** The antd stylesheets a page's HTML links, by area (`/antd/<area>.<hash>.css`); antd's variables are in the app's own sheet. */
async function linkedAreasOf(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  const html = await response!.text();
  return [...html.matchAll(/<link rel="stylesheet" href="\/antd\/(\w+)\.[0-9a-f]+\.css"/g)].map(([, area]) => area!);
}

test("the admins list paints without waiting for the panel's antd stylesheet", async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  expect(await linkedAreasOf(page, '/admin/admins')).toEqual([]);
  await expect(page.getByRole('table', { name: 'مدیران' })).toBeVisible();
});

test("the admin's profile and password forms paint without waiting for the panel's antd stylesheet", async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  expect(await linkedAreasOf(page, '/admin/profile')).toEqual([]);
  await expect(page.getByRole('button', { name: 'فعال‌سازی ورود دومرحله‌ای' })).toBeVisible();
  expect(await linkedAreasOf(page, '/admin/change-password')).toEqual([]);
  await expect(page.getByLabel('رمز عبور تازه')).toBeVisible();
});

test('the new-admin drawer opens styled: it waits for the panel stylesheet the list did not need', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/admins');
  await page.getByRole('button', { name: 'مدیر تازه' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  // Unstyled, antd's drawer panel would sit in the page's flow; its sheet pins it to the viewport's side.
  expect(await drawer.evaluate((element) => getComputedStyle(element.closest('.ant-drawer-content-wrapper') ?? element).position)).toBe('absolute');
  expect(await page.locator('link[rel="stylesheet"][href^="/antd/admin."]').count()).toBeGreaterThan(0);
});
