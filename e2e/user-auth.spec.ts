import { expect, test } from './support/fixtures';
import { toPersianDigits } from '../shared/digits';
import { createVerifiedUser, lastCodeFor, registerThroughForm, submitSignIn, uniqueMobile } from './support/users';

test('a visitor registers, types the texted code in Persian digits and lands on the dashboard', async ({ page }) => {
  const mobile = uniqueMobile();
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('نام و نام خانوادگی').fill('مریم احمدی');
  await page.getByLabel('شماره موبایل').fill(toPersianDigits(mobile));
  await page.getByLabel('رمز عبور').fill('my-secret-phrase');
  await page.getByRole('button', { name: 'ثبت‌نام و دریافت کد' }).click();

  await expect(page).toHaveURL(/\/verify\//);
  await page.getByLabel('کد تأیید').fill(toPersianDigits(await lastCodeFor(mobile)));
  await page.getByRole('button', { name: 'تأیید' }).click();

  await expect(page).toHaveURL(/\/p\/dashboard$/);
  await expect(page.getByRole('heading', { name: /مریم احمدی/ })).toBeVisible();
  await expect(page.getByText('موجودی', { exact: true })).toBeVisible();
});

test('a wrong code shows a Persian error and keeps the visitor on the verification screen', async ({ page }) => {
  const mobile = await registerThroughForm(page, 'رضا کریمی');
  const rightCode = await lastCodeFor(mobile);
  const wrongCode = rightCode === '000000' ? '111111' : '000000';

  await page.getByLabel('کد تأیید').fill(wrongCode);
  await page.getByRole('button', { name: 'تأیید' }).click();

  await expect(page.getByText(/کد تأیید نادرست است/)).toBeVisible();
  await expect(page).toHaveURL(/\/verify\//);
});

test('signing out ends the session and returns to the sign-in page', async ({ page, request, context, baseURL }) => {
  const user = await createVerifiedUser(request);
  await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);
  await page.goto('/p/dashboard');
  await page.getByRole('button', { name: 'خروج' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const profile = await request.get('/api/v1/user/profile', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(profile.status()).toBe(401);
});

test('signing in from a link with ?r= lands on the page it names', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await page.goto('/login?r=/p/profile');
  await submitSignIn(page, user);

  await expect(page).toHaveURL(/\/p\/profile$/);
  await expect(page.getByLabel('نام و نام خانوادگی')).toHaveValue(user.name);
});

test('a forgotten password is replaced after verifying the mobile, and only the new one signs in', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'the-old-passphrase');
  await page.goto('/login');
  await page.getByRole('link', { name: 'رمز عبور را فراموش کرده‌اید؟' }).click();
  // The sign-in form has a mobile field too: typed before the page changes, the number is lost with it.
  await expect(page.getByRole('heading', { name: 'بازیابی رمز عبور' })).toBeVisible();
  await page.getByLabel('شماره موبایل').fill(user.mobile);
  await page.getByRole('button', { name: 'ارسال کد' }).click();

  await expect(page).toHaveURL(/\/verify\//);
  await page.getByLabel('کد تأیید').fill(await lastCodeFor(user.mobile));
  await page.getByRole('button', { name: 'تأیید' }).click();

  await expect(page).toHaveURL(/\/p\/change-password$/);
  await expect(page.getByLabel('رمز عبور فعلی')).toHaveCount(0);
  await page.getByLabel('رمز عبور تازه').fill('the-new-passphrase');
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/p\/dashboard$/);

  const oldLogin = await request.post('/api/v1/auth/login', { data: { mobile: user.mobile, password: 'the-old-passphrase' } });
  expect(oldLogin.status()).toBe(422);
  const newLogin = await request.post('/api/v1/auth/login', { data: { mobile: user.mobile, password: 'the-new-passphrase' } });
  expect(((await newLogin.json()) as { token?: string }).token).toBeTruthy();
});

test('a dashboard visit with a dead token goes to sign-in with the way back in r', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'user_token', value: 'not-a-live-session-token'.padEnd(43, '0'), url: baseURL! }]);
  await page.goto('/p/dashboard');
  await expect(page).toHaveURL(/\/login\?r=%2Fp%2Fdashboard$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'user_token')).toBeUndefined();
});

test('a dashboard visit without a token goes to sign-in with the way back in r', async ({ page }) => {
  await page.goto('/p/dashboard');
  await expect(page).toHaveURL(/\/login\?r=%2Fp%2Fdashboard$/);
});

test("the server-rendered sign-in page carries antd's variables in the app's cacheable stylesheet, not a file of their own, and stays small", async ({
  request,
}) => {
  const response = await request.get('/login');
  const html = await response.text();
  expect(html).toMatch(/<html[^>]*dir="rtl"/);
  expect(html).not.toContain('<style');
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(30_000);
  const hrefs = [...html.matchAll(/<link[^>]* rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href!);
  expect(hrefs.filter((href) => href.startsWith('/antd/'))).toEqual([]);
  const sheets = await Promise.all(hrefs.map((href) => request.get(href)));
  for (const sheet of sheets) expect(sheet.headers()['cache-control']).toContain('immutable');
  const css = (await Promise.all(sheets.map((sheet) => sheet.text()))).join('\n');
  // The sign-in screens are drawn with antd's variables, in both themes.
  expect(css).toMatch(/:root[^{]*\{[^}]*--ant-color-primary:/);
  expect(css).toMatch(/html\[data-theme='?dark'?\][^{]*\{[^}]*--ant-color-primary:/);
});

for (const [language, edge] of [
  ['fa', 'right'],
  ['en', 'left'],
] as const) {
  test(`a form label (${language}) stands above its field at the start of the line, with no colon`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: 'light', language })), url: baseURL! }]);
    await page.goto('/login');
    const label = page.locator('label[for="mobile"]');
    const field = page.locator('input#mobile');
    const [labelBox, fieldBox] = [await label.boundingBox(), await field.boundingBox()];
    const edgeOf = (box: { x: number; width: number }) => (edge === 'right' ? box.x + box.width : box.x);
    expect(Math.abs(edgeOf(labelBox!) - edgeOf(fieldBox!))).toBeLessThan(16);
    expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(fieldBox!.y);
    const colonShows = await label.evaluate((node) => {
      const after = getComputedStyle(node, '::after');
      return after.visibility !== 'hidden' && after.content.includes(':');
    });
    expect(colonShows).toBe(false);
  });
}
