import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { createVerifiedUser, type TestUser } from './support/users';

async function openWallet(page: Page, baseURL: string): Promise<TestUser> {
  const user = await createVerifiedUser(page.request);
  await page.context().addCookies([{ name: 'user_token', value: user.token, url: baseURL }]);
  await page.goto('/p/wallet');
  return user;
}

test('a user tops up through the sandbox gateway and sees the new balance and the paid payment', async ({ page, baseURL }) => {
  await openWallet(page, baseURL!);
  await expect(page.getByText('هنوز پرداختی نداشته‌اید.')).toBeVisible();

  await page.getByLabel('مبلغ (تومان)').fill('۲۵۰۰۰');
  await page.getByRole('button', { name: 'پرداخت' }).click();

  await expect(page).toHaveURL(/\/gateway\/sandbox\/S[0-9a-f]{32}$/);
  // The sandbox is allowed in production when named: its page must say that no money moves.
  await expect(page.getByText('این درگاه آزمایشی است و پولی جابه‌جا نمی‌شود.')).toBeVisible();
  await expect(page.getByText('۲۵,۰۰۰ تومان')).toBeVisible();
  await page.getByRole('button', { name: 'پرداخت' }).click();

  await expect(page).toHaveURL(/\/p\/wallet\?payment=\d+$/);
  await expect(page.getByText(/پرداخت ۲۵,۰۰۰ تومان انجام شد/)).toBeVisible();
  await expect(page.getByText('۲۵,۰۰۰تومان')).toBeVisible();
  await expect(page.getByRole('table', { name: 'پرداخت‌های من' }).getByText('پرداخت‌شده')).toBeVisible();
});

test('on a phone the payments list shows date, amount and status without scrolling sideways', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWallet(page, baseURL!);
  await page.getByRole('button', { name: '۵۰,۰۰۰ تومان' }).click();
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await expect(page).toHaveURL(/\/p\/wallet\?payment=\d+$/);

  // The card is the region of that name; the scrolling part inside it is a group.
  const region = page.getByRole('group', { name: 'پرداخت‌های من' });
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByText('پرداخت‌شده')).toBeInViewport({ ratio: 1 });
  expect(await region.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
});

test('a user who cancels on the gateway is told nothing was taken and keeps the balance', async ({ page, baseURL }) => {
  await openWallet(page, baseURL!);
  await page.getByRole('button', { name: '۵۰,۰۰۰ تومان' }).click();
  await expect(page.getByLabel('مبلغ (تومان)')).toHaveValue('۵۰۰۰۰');
  await page.getByRole('button', { name: 'پرداخت' }).click();

  await page.getByRole('button', { name: 'انصراف' }).click();

  await expect(page.getByText(/انجام نشد یا لغو شد/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'پرداخت‌های من' }).getByText('ناموفق')).toBeVisible();
});

test('an amount below the smallest top-up is refused on the form without leaving the wallet', async ({ page, baseURL }) => {
  await openWallet(page, baseURL!);
  await page.getByLabel('مبلغ (تومان)').fill('۵۰۰');
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await expect(page.getByText('کمترین مبلغ ۱,۰۰۰ تومان است.')).toBeVisible();
  await expect(page).toHaveURL(/\/p\/wallet$/);
});

test('the admin sees a user’s paid top-up on the payments screen', async ({ page, context, baseURL }) => {
  const user = await createVerifiedUser(page.request);
  await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);
  const started = await page.request.post('/api/v1/user/payments', { data: { amount: 770_000 }, headers: { authorization: `Bearer ${user.token}` } });
  const { gateway_url: gatewayUrl } = ((await started.json()) as { data: { gateway_url: string } }).data;
  await page.goto(gatewayUrl);
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await expect(page).toHaveURL(/\/p\/wallet/);

  await signInAsAdmin(context, page.request, baseURL!);
  await page.goto('/admin/payments');
  await page.getByRole('searchbox').fill(user.mobile.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit))));
  const row = page.getByRole('row').filter({ hasText: '۷۷,۰۰۰ تومان' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('پرداخت‌شده')).toBeVisible();
  await expect(row.getByText(user.name)).toBeVisible();
});

test('back on the gateway page of a payment already made, pay and cancel are closed', async ({ page, baseURL }) => {
  await openWallet(page, baseURL!);
  await page.getByRole('button', { name: '۵۰,۰۰۰ تومان' }).click();
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await expect(page).toHaveURL(/\/gateway\/sandbox\/S[0-9a-f]{32}$/);
  const gateway = page.url();
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await expect(page).toHaveURL(/\/p\/wallet\?payment=\d+$/);

  await page.goto(gateway);
  await expect(page.getByText('این تراکنش پیش‌تر انجام یا لغو شده است.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'پرداخت' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'انصراف' })).toBeDisabled();
});

test('in English the gateway and the dashboard name the top-up in English', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: 'light', language: 'en' })), url: baseURL! }]);
  await openWallet(page, baseURL!);
  await page.getByRole('button', { name: '50,000 Tomans' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/gateway\/sandbox\/S[0-9a-f]{32}$/);
  await expect(page.getByRole('definition').filter({ hasText: 'Balance top-up' })).toBeVisible();
  await expect(page.getByText('شارژ حساب')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/p\/wallet\?payment=\d+$/);
  await page.goto('/p/dashboard');
  await expect(page.getByRole('cell', { name: 'Balance top-up' })).toBeVisible();
});
