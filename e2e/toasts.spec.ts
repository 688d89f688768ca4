import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';

const ENGLISH = encodeURIComponent(JSON.stringify({ theme: 'light', language: 'en' }));

/**
 * Signs in with well-formed values, but the page sends `sentBody` instead: the form checks its
 * fields itself, so this is how a refusal from the server's own validation reaches the toast.
 */
async function signInSending(page: Page, sentBody: unknown, labels: { mobile: string; password: string; submit: string }) {
  await page.route('**/api/v1/auth/login', (route) => route.continue({ postData: JSON.stringify(sentBody) }));
  const answer = page.waitForResponse('**/api/v1/auth/login');
  await page.getByLabel(labels.mobile).fill('09120000000');
  await page.getByLabel(labels.password).fill('a-long-enough-password');
  await page.getByRole('button', { name: labels.submit }).click();
  return (await answer).json() as Promise<{ errors?: string[] }>;
}

const PERSIAN_LABELS = { mobile: 'شماره موبایل', password: 'رمز عبور', submit: 'ورود' };
const ENGLISH_LABELS = { mobile: 'Mobile number', password: 'Password', submit: 'Sign in' };

test('a sign-in the server refuses for two reasons shows both reasons in the toast, one per line', async ({ page }) => {
  await page.goto('/login');
  const { errors = [] } = await signInSending(page, { mobile: '123', password: '' }, PERSIAN_LABELS);
  expect(errors).toHaveLength(2);

  const toast = page.locator('.Toastify__toast');
  await expect(toast).toBeVisible();
  // innerText is the text as laid out: lines the page runs together come back joined by a space.
  expect(await toast.getByText(errors[0]!).innerText()).toBe(errors.join('\n'));
});

test('a toast on a Persian page reads right to left', async ({ page }) => {
  await page.goto('/login');
  await signInSending(page, { mobile: '123', password: '' }, PERSIAN_LABELS);
  const toast = page.locator('.Toastify__toast');
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
});

test('a toast on an English page reads left to right', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'settings', value: ENGLISH, url: baseURL! }]);
  await page.goto('/login');
  await signInSending(page, { mobile: '123', password: '' }, ENGLISH_LABELS);
  const toast = page.locator('.Toastify__toast');
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
});

test('the “check your internet” toast goes once the list’s retry has loaded it', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/admins');
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await page.route('**/api/v1/admin/admin/list*', (route) => route.abort('internetdisconnected'));
  await page.getByRole('searchbox').fill('هیچ‌کس');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByText('فهرست بارگذاری نشد.')).toBeVisible();
  const toast = page.locator('.Toastify__toast').filter({ hasText: 'خطا! اینترنت خود را بررسی کنید.' });
  // A toast under the pointer waits (react-toastify pauses on hover): it stays up until something takes it away.
  await toast.hover();

  await page.unroute('**/api/v1/admin/admin/list*');
  await page.getByRole('button', { name: 'تلاش دوباره' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('فهرست بارگذاری نشد.')).toBeHidden();
  await expect(toast).toBeHidden();
});
