import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillNewAdminDrawer, SUPER_ADMIN, signInAsAdmin, uniqueUsername } from './support/admins';

test('the super admin signs in and lands on the dashboard with its charts', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('نام کاربری').fill(SUPER_ADMIN.username);
  await page.getByLabel('رمز عبور').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'ورود' }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('کاربران تازه امروز')).toBeVisible();
  await expect(page.getByRole('img', { name: /۳۰ روز گذشته/ })).toHaveCount(3);
});

test('the sider stands on the right of the panel', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin');
  const sider = await page.getByRole('navigation', { name: 'پنل مدیریت' }).boundingBox();
  const content = await page.getByRole('main').boundingBox();
  expect(sider && content && sider.x > content.x).toBe(true);
});

test('an admin with only users.view sees only the entries it may use and a 403 state on /admin/admins', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  // Two browser contexts and two sign-ins: give it the time of three ordinary tests.
  test.slow();
  await signInAsAdmin(context, request, baseURL!);
  const username = uniqueUsername('viewer');
  await page.goto('/admin/admins');
  const drawer = await fillNewAdminDrawer(page, { name: 'ناظر کاربران', username, password: 'viewer-passphrase' });
  await drawer.getByRole('checkbox', { name: 'مشاهده کاربران' }).check();
  await drawer.getByRole('button', { name: 'ذخیره' }).click();
  // Other tests add admins too: find this one by search rather than on the first page.
  await page.getByLabel('جستجوی نام یا نام کاربری').fill(username);
  await page.getByLabel('جستجوی نام یا نام کاربری').press('Enter');
  await expect(page.getByRole('cell', { name: username })).toBeVisible();

  const viewerContext = await browser.newContext();
  const viewerPage = await viewerContext.newPage();
  await viewerPage.goto(`${baseURL}/admin/login`);
  await viewerPage.getByLabel('نام کاربری').fill(username);
  await viewerPage.getByLabel('رمز عبور').fill('viewer-passphrase');
  await viewerPage.getByRole('button', { name: 'ورود' }).click();
  await expect(viewerPage).toHaveURL(/\/admin$/);

  const menu = viewerPage.getByRole('navigation', { name: 'پنل مدیریت' });
  await expect(menu.getByText('پیشخوان')).toBeVisible();
  await expect(menu.getByText('مدیران')).toHaveCount(0);
  await expect(menu.getByText('گزارش رویدادها')).toHaveCount(0);

  await viewerPage.goto(`${baseURL}/admin/admins`);
  await expect(viewerPage.getByText('دسترسی ندارید').first()).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: 'مدیر تازه' })).toHaveCount(0);
  await viewerContext.close();
});

test('the dark theme and the English language stay after a reload', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin');
  await page.getByRole('switch', { name: 'پوسته تیره' }).click();
  await page.getByText('EN', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('New users today')).toBeVisible();
});

test('an admin page without a session sends to the admin sign-in with the way back', async ({ page }) => {
  await page.goto('/admin/admins');
  await expect(page).toHaveURL(/\/admin\/login\?r=%2Fadmin%2Fadmins$/);
});

test('"new admin" opens empty after editing an admin', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/admins');
  await page
    .getByRole('button', { name: /^ویرایش مدیر/ })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'ویرایش مدیر' });
  await expect(edit.getByLabel('نام کاربری')).not.toHaveValue('');
  await edit.getByRole('button', { name: 'انصراف' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'مدیر تازه' }).click();
  const create = page.getByRole('dialog', { name: 'مدیر تازه' });
  await expect(create.getByLabel('نام', { exact: true })).toHaveValue('');
  await expect(create.getByLabel('نام کاربری')).toHaveValue('');
});

/**
 * The vertical centre of the header title's letters (their ink, not the line box: Vazirmatn draws
 * Latin letters high in its line, leaving room below for Persian ones) and of the header's buttons.
 */
async function headerCentres(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const header = document.querySelector('header')!;
    const title = header.querySelector('h1')!;
    const style = getComputedStyle(title);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const metrics = context.measureText(title.textContent ?? '');
    const range = document.createRange();
    range.selectNodeContents(title);
    const line = range.getClientRects()[0]!;
    const baseline = line.top + metrics.fontBoundingBoxAscent;
    const ink = (baseline - metrics.actualBoundingBoxAscent + baseline + metrics.actualBoundingBoxDescent) / 2;
    const buttons = [...header.querySelectorAll('button')]
      .filter((button) => button.offsetParent !== null)
      .map((button) => {
        const box = button.getBoundingClientRect();
        return box.top + box.height / 2;
      });
    return { title: ink, buttons };
  });
}

for (const { language, settings } of [
  { language: 'fa', settings: { language: 'fa' } },
  { language: 'en', settings: { language: 'en' } },
] as const) {
  for (const width of [390, 1280]) {
    test(`the header's one-line title stands level with its buttons (${language}, ${width}px)`, async ({ page, context, request, baseURL }) => {
      await signInAsAdmin(context, request, baseURL!);
      await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify(settings)), url: baseURL! }]);
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/admin');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const { title, buttons } = await headerCentres(page);
      expect(buttons.length).toBeGreaterThan(0);
      for (const button of buttons) expect(Math.abs(title - button), `title at ${title}, a button at ${button}`).toBeLessThanOrEqual(1);
    });
  }
}
