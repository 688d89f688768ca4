import { expect, test } from './support/fixtures';

const EN_SETTINGS = `settings=${encodeURIComponent(JSON.stringify({ theme: 'light', language: 'en' }))}`;

test('an unknown address shows the Persian 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'صفحه پیدا نشد' })).toBeVisible();
  await expect(page.getByText('۴۰۴')).toBeVisible();
  await page.getByRole('link', { name: 'بازگشت به صفحه اصلی' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('in English mode the 404 page is in English, left to right', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: 'light', language: 'en' })), url: baseURL! }]);
  await page.goto('/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
});

test('the server error page is in Persian with a way home', async ({ page }) => {
  await page.goto('/500');
  await expect(page.getByRole('heading', { level: 1, name: 'خطایی در سرور رخ داد' })).toBeVisible();
  await expect(page.getByText('۵۰۰')).toBeVisible();
  await expect(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toBeVisible();
});

test("one visitor's language never reaches another's page, however their reloads interleave", async ({ browser, baseURL }) => {
  // Without scripts the test reads what the server rendered, before the browser could correct it.
  const persian = await browser.newContext({ javaScriptEnabled: false });
  const english = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { Cookie: EN_SETTINGS } });
  const [fa, en] = [await persian.newPage(), await english.newPage()];
  // /status has no title of its own, so it shows the app's name as the app renders it.
  for (let round = 0; round < 4; round += 1) {
    await fa.goto(`${baseURL}/status`);
    await expect(fa).toHaveTitle('پرتال');
    await en.goto(`${baseURL}/status`);
    await expect(en).toHaveTitle('Portal');
  }
  await persian.close();
  await english.close();
});
