import type { Page } from '@playwright/test';
import { normalizeDigits, toPersianDigits } from '../shared/digits';
import { expect, test } from './support/fixtures';
import { lastCodeFor, registerThroughForm } from './support/users';

async function typeWrongCode(page: Page, rightCode: string) {
  await page.getByLabel('کد تأیید').fill(rightCode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'تأیید' }).click();
}

test('the verification screen names the texted number, masked, left to right in Persian digits', async ({ page }) => {
  const mobile = await registerThroughForm(page, 'سارا تأییدی');
  const masked = toPersianDigits(`${mobile.slice(0, 4)}***${mobile.slice(-4)}`);
  const number = page.getByText(masked, { exact: true });
  await expect(number).toBeVisible();
  await expect(number).toHaveAttribute('dir', 'ltr');
});

/** The seconds the resend button still counts down, read from its Persian digits. */
async function secondsLeft(page: Page): Promise<number> {
  const resend = page.getByRole('button', { name: /ارسال دوباره تا/ });
  return Number(normalizeDigits((await resend.textContent()) ?? '').replace(/\D/g, ''));
}

test('a reload keeps the countdown the server gives instead of starting again at 60', async ({ page }) => {
  await registerThroughForm(page, 'سارا تأییدی');
  await expect.poll(() => secondsLeft(page), { timeout: 5_000 }).toBeLessThanOrEqual(58);
  await page.reload();
  const seconds = await secondsLeft(page);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(58);
});

test('a wrong code says how many attempts are left, in Persian digits', async ({ page }) => {
  const mobile = await registerThroughForm(page, 'سارا تأییدی');
  await typeWrongCode(page, await lastCodeFor(mobile));
  await expect(page.getByText('۴ تلاش دیگر باقی است.', { exact: true })).toBeVisible();
});

test('five wrong codes lock the form and offer the ways to start again', async ({ page }) => {
  test.slow();
  const mobile = await registerThroughForm(page, 'سارا تأییدی');
  const rightCode = await lastCodeFor(mobile);
  for (const left of ['۴', '۳', '۲', '۱']) {
    await typeWrongCode(page, rightCode);
    await expect(page.getByText(`${left} تلاش دیگر باقی است.`, { exact: true })).toBeVisible();
  }
  await typeWrongCode(page, rightCode);

  await expect(page.getByRole('alert').filter({ hasText: 'این کد دیگر پذیرفته نمی‌شود.' })).toBeVisible();
  await expect(page.getByLabel('کد تأیید')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'ثبت‌نام از نو' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'بازیابی رمز عبور' })).toHaveAttribute('href', '/forget-password');
  await expect(page.getByRole('link', { name: 'ورود به حساب' })).toHaveAttribute('href', '/login');

  await page.reload();
  await expect(page.getByText('این کد دیگر پذیرفته نمی‌شود.')).toBeVisible();
  await expect(page.getByLabel('کد تأیید')).toHaveCount(0);
});
