import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminToken, signInAsAdmin, uniqueUsername } from './support/admins';

const JALALI_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];

// The audit log counts days in Tehran; the browser picks days on its own clock.
test.use({ timezoneId: 'Asia/Tehran' });

async function createAdmin(request: APIRequestContext, name: string, token?: string) {
  const username = uniqueUsername('list');
  const form = new FormData();
  form.append('name', name);
  form.append('username', username);
  form.append('password', 'Kooh-Damavand-5671');
  form.append('permissions[]', '');
  const response = await request.post('/api/v1/admin/admin/create', {
    headers: { authorization: `Bearer ${token ?? (await adminToken(request))}` },
    multipart: form,
  });
  expect(response.status()).toBe(201);
  return username;
}

test('the audit list filtered by a Jalali day range, searched and sorted survives reload, back/forward and a pasted link', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const suffix = uniqueUsername('k').slice(-6);
  const username = await createAdmin(request, `کیمیا ${suffix}`);
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/audit');

  // A Jalali calendar in Persian: a Jalali month in the header, Persian digits in the cells.
  await page.locator('#audit-date-from').click();
  const header = page.locator('.ant-picker-header-view').first();
  await expect(header).toBeVisible();
  await expect(header).toContainText(new RegExp(JALALI_MONTHS.join('|')));
  await expect(header).toContainText(/[۰-۹]{4}/);
  await expect(page.locator('.ant-picker-cell-today .ant-picker-cell-inner')).toHaveText(/^[۰-۹]+$/);
  await page.locator('.ant-picker-cell-today').first().click();
  await page.locator('.ant-picker-cell-today').first().click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}|to=.*from=/);

  // Typed with Arabic ي, as an Arabic keyboard writes it.
  await page.getByRole('searchbox', { name: 'جستجوی نام مدیر یا IP' }).fill(`كيميا ${suffix}`);
  await expect(page).toHaveURL(/search=/);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(username);

  await page.getByRole('columnheader', { name: 'رویداد' }).click();
  await expect(page).toHaveURL(/sort=action%3Aasc|sort=action:asc/);
  const sortedUrl = page.url();

  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(username);
  await expect(page.getByRole('searchbox', { name: 'جستجوی نام مدیر یا IP' })).toHaveValue(`كيميا ${suffix}`);
  await expect(page.locator('#audit-date-from')).toHaveValue(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
  await expect(page.getByRole('columnheader', { name: 'رویداد' })).toHaveAttribute('aria-sort', 'ascending');

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByRole('columnheader', { name: 'رویداد' })).not.toHaveAttribute('aria-sort', 'ascending');
  await page.goForward();
  await expect(page).toHaveURL(sortedUrl);
  await expect(page.getByRole('columnheader', { name: 'رویداد' })).toHaveAttribute('aria-sort', 'ascending');

  const pasted = await context.newPage();
  await pasted.goto(sortedUrl);
  const pastedRows = pasted.getByRole('table').locator('tbody tr');
  await expect(pastedRows).toHaveCount(1);
  await expect(pastedRows.first()).toContainText(username);
});

test('a status chosen while a typed search waits for its pause is kept when the search is sent', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'جستجوی نام، موبایل یا ایمیل' }).fill('۰۹۱۲');
  await page.locator('#users-status').selectOption('active');
  await expect(page).toHaveURL(/search=0912|search=%DB%B0/);
  await expect(page).toHaveURL(/status=active/);
  await expect(page.locator('#users-status')).toHaveValue('active');
});

test('the admins list keeps its page in the URL through reload and back', async ({ page, context, request, baseURL }) => {
  // One sign-in for all eleven: sign-ins are throttled.
  const token = await adminToken(request);
  await Promise.all(Array.from({ length: 11 }, (_, i) => createAdmin(request, `صفحه‌بندی ${i}`, token)));
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/admins?per_page=10');
  const rows = page.getByRole('table').locator('tbody tr');
  const pager = page.getByRole('navigation', { name: 'صفحه‌های فهرست' });
  const currentPage = pager.locator('[aria-current="page"]');
  const firstPageNames = await rows.allTextContents();
  await pager.getByRole('button', { name: 'صفحه ۲', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(currentPage).toHaveText('۲');
  await page.reload();
  await expect(currentPage).toHaveText('۲');
  expect(await rows.allTextContents()).not.toEqual(firstPageNames);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(currentPage).toHaveText('۱');
});

test('on a 390 px phone the pager of a long list keeps its page numbers on one line', async ({ page, context, request, baseURL }) => {
  // Eighty visitors of one page (each its own browser: one visitor's repeats count once): more than eight pages of ten views.
  const browser = `Mozilla/5.0 (pager ${Date.now()})`;
  for (let visit = 0; visit < 80; visit += 1) await request.get('/contact-us', { headers: { 'user-agent': `${browser} visitor ${visit}` } });
  await signInAsAdmin(context, request, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(async () => {
      await page.goto('/admin/views?per_page=10');
      return page.getByRole('navigation', { name: 'صفحه‌های فهرست' }).locator('li').count();
    })
    .toBe(9);
  const middles = await page
    .getByRole('navigation', { name: 'صفحه‌های فهرست' })
    .locator('li')
    .evaluateAll((items) => items.map((item) => Math.round((item.getBoundingClientRect().top + item.getBoundingClientRect().bottom) / 2)));
  expect(new Set(middles).size, `the page numbers are centred at ${middles.join(', ')}`).toBe(1);
});

test('the date filter opens from the keyboard: Tab reaches its stand-in and Enter opens the calendar there', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/users');
  await page.waitForLoadState('networkidle');
  await page.getByRole('checkbox', { name: 'زیر حداقل موجودی' }).focus();
  await page.keyboard.press('Tab');
  const from = page.getByRole('textbox', { name: 'تاریخ ثبت‌نام' });
  await expect(from).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeVisible();
  await expect(page.locator('#users-date-from')).toBeFocused();
});

test('on a 390 px phone a day typed into the stand-in of the "to" picker reaches the picker whole', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/users');
  await page.waitForLoadState('networkidle');
  // A slow line: the day is typed whole while the calendar's code is still on its way.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((done) => setTimeout(done, 500));
    await route.continue();
  });
  const to = page.getByRole('textbox', { name: 'تا تاریخ' });
  await to.focus();
  await page.keyboard.type('۱۴۰۵/۰۱/۰۵');
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeVisible();
  await expect(to).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/to=2026-03-25/);
  await expect(page).not.toHaveURL(/from=/);
  await expect(to).toHaveValue('۱۴۰۵/۰۱/۰۵');
});
