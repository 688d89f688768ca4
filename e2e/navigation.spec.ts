import { signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { createVerifiedUser } from './support/users';

const NETWORK_MESSAGE = 'خطا! اینترنت خود را بررسی کنید.';

test('the loading bar grows from the right of a Persian page', async ({ page, context, request, baseURL }) => {
  const user = await createVerifiedUser(request);
  await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);
  await page.goto('/p/dashboard');
  // Hold the next page's data back so the bar stays on screen long enough to measure.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/data/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('nav').getByRole('link', { name: 'حساب کاربری' }).click();

  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  await expect(bar).not.toHaveAttribute('role', /.+/);
  // The bar slides in from beyond the edge it grows from: its visible part starts inside the page and runs to the right edge.
  const viewport = page.viewportSize()!;
  const box = (await bar.boundingBox())!;
  expect(box.x).toBeGreaterThan(0);
  expect(box.x).toBeLessThan(viewport.width);
  expect(box.x + box.width).toBeGreaterThanOrEqual(viewport.width);
  expect(box.height).toBe(4);
  release();
  await expect(page).toHaveURL(/\/p\/profile$/);
});

test('with the server down a list shows one network message and its spinner stops', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  // The page's timers run on a clock the test can move on, so a retry react-query would make later shows at once.
  await page.clock.install();
  await page.goto('/admin/admins');
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  let attempts = 0;
  await page.route('**/api/v1/**', (route) => {
    attempts += 1;
    return route.abort('connectionrefused');
  });

  await page.getByRole('searchbox').fill('nobody');
  await page.getByRole('searchbox').press('Enter');

  await expect(page.getByText(NETWORK_MESSAGE)).toHaveCount(1);
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  // react-query would retry at 1 s and 3 s: none is made, and the toast goes without coming back.
  await page.clock.fastForward(4_000);
  await expect(page.getByText(NETWORK_MESSAGE)).toHaveCount(0);
  expect(attempts).toBe(1);
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
});

test('with the server down a menu click stays in the panel and says so', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/admins');
  await expect(page.getByRole('table')).toBeVisible();
  // The browser cannot reach the server at all from here on: data, code and pages.
  await context.route('**/*', (route) => route.abort('connectionrefused'));

  await page.getByRole('navigation', { name: 'پنل مدیریت' }).getByRole('link', { name: 'گزارش رویدادها' }).click();

  await expect(page.getByText(NETWORK_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/admins$/);
  await expect(page.getByRole('table')).toBeVisible();
});
