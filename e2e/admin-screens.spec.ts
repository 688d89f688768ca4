import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminToken, fillNewAdminDrawer, signInAsAdmin, uniqueUsername } from './support/admins';
import { createVerifiedUser } from './support/users';

const PHONE = { width: 390, height: 844 };
const STAFF_PASSWORD = 'Kooh-Damavand-5671';
/** A real 1×1 PNG. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Creates an admin through the API as the super admin; returns its id and credentials. */
async function createAdmin(request: APIRequestContext, fields: { name?: string; permissions?: string[]; is_super?: boolean } = {}) {
  const username = uniqueUsername('staff');
  const form = new FormData();
  form.append('name', fields.name ?? 'کارمند');
  form.append('username', username);
  form.append('password', STAFF_PASSWORD);
  // Multipart cannot send an empty list: one empty item means "none".
  for (const key of fields.permissions?.length ? fields.permissions : ['']) form.append('permissions[]', key);
  if (fields.is_super !== undefined) form.append('is_super', String(fields.is_super));
  const response = await request.post('/api/v1/admin/admin/create', { headers: { authorization: `Bearer ${await adminToken(request)}` }, multipart: form });
  const body = (await response.json()) as { data: { admin: { id: number } }; message: string };
  expect(response.status(), body.message).toBe(201);
  return { id: body.data.admin.id, username, password: STAFF_PASSWORD };
}

/** Shows only admin creations, so parallel tests' sign-ins cannot push an entry off the first page. */
async function showCreationsOnly(page: Page) {
  await page.locator('#audit-action').selectOption({ label: 'ساخت مدیر' });
}

async function useEnglish(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: 'light', language: 'en' })), url: baseURL }]);
}

/** The rules axe broke on the admin screens: a nameless link, low-contrast text, a scroll area no keyboard reaches. */
async function axeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(['link-name', 'color-contrast', 'scrollable-region-focusable']).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A paid top-up of `rials` through the sandbox gateway, as a user's browser would make it. */
async function paidTopUp(request: APIRequestContext, rials: number) {
  const user = await createVerifiedUser(request);
  const started = await request.post('/api/v1/user/payments', { headers: { authorization: `Bearer ${user.token}` }, data: { amount: rials } });
  const { gateway_url } = ((await started.json()) as { data: { gateway_url: string } }).data;
  const decided = await request.post(`/api/v1/payments/sandbox/${gateway_url.split('/').pop()}`, { data: { decision: 'pay' } });
  const { redirect_url } = ((await decided.json()) as { data: { redirect_url: string } }).data;
  expect((await request.get(redirect_url, { maxRedirects: 0 })).status()).toBe(303);
}

test.describe('the dashboard', () => {
  test('on an English phone a revenue of a hundred million Tomans stays inside its card', async ({ page, context, request, baseURL }) => {
    await paidTopUp(request, 999_999_990);
    await signInAsAdmin(context, request, baseURL!);
    await useEnglish(context, baseURL!);
    await page.setViewportSize(PHONE);
    await page.goto('/admin');
    for (const title of ['Revenue today', 'Revenue this month']) {
      const card = page.locator('section').filter({ has: page.getByText(title, { exact: true }) });
      const figure = card.getByText('Tomans');
      const [cardBox, figureBox] = [await card.boundingBox(), await figure.boundingBox()];
      expect(figureBox!.x + figureBox!.width, title).toBeLessThanOrEqual(cardBox!.x + cardBox!.width - 12);
    }
  });

  test('an admin with no permission sees no revenue, only a note that nothing is open to it', async ({ page, context, request, baseURL }) => {
    const nobody = await createAdmin(request, { permissions: [] });
    await signInAsAdmin(context, request, baseURL!, nobody);
    await page.goto('/admin');
    await expect(page.getByText('بخشی از پیشخوان برای دسترسی‌های شما نیست', { exact: false })).toBeVisible();
    await expect(page.getByText('درآمد امروز')).toHaveCount(0);
    await expect(page.getByRole('img', { name: /۳۰ روز گذشته/ })).toHaveCount(0);
  });

  test('an admin with payments.view sees the revenue cards and chart and nothing of users', async ({ page, context, request, baseURL }) => {
    const accountant = await createAdmin(request, { permissions: ['payments.view'] });
    await signInAsAdmin(context, request, baseURL!, accountant);
    await page.goto('/admin');
    await expect(page.getByText('درآمد این ماه')).toBeVisible();
    await expect(page.getByRole('img', { name: /۳۰ روز گذشته/ })).toHaveCount(1);
    await expect(page.getByText('کاربران تازه امروز')).toHaveCount(0);
  });

  test('an admin who may see payments but not export them gets no export buttons', async ({ page, context, request, baseURL }) => {
    const accountant = await createAdmin(request, { permissions: ['payments.view'] });
    await signInAsAdmin(context, request, baseURL!, accountant);
    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { name: 'پرداخت‌ها' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'خروجی پرداخت‌ها' })).toHaveCount(0);
  });

  for (const [language, setUp, revenueChart] of [
    ['fa', async () => {}, 'درآمد ۳۰ روز گذشته (تومان)'],
    ['en', useEnglish, 'Revenue, last 30 days (Tomans)'],
  ] as const) {
    test(`the value labels of the charts stand beside the plot, not over it (${language})`, async ({ page, context, request, baseURL }) => {
      await setUp(context, baseURL!);
      await signInAsAdmin(context, request, baseURL!);
      await page.goto('/admin');
      const chart = page.getByRole('region', { name: revenueChart });
      const plot = await chart.getByRole('img').boundingBox();
      // The value labels are the figures alone, in either digits; the day labels have a slash or a month.
      const labels = await chart
        .locator('span', { hasText: /^[\d۰-۹,]+$/ })
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map((box) => ({ left: box.left, right: box.right })));
      expect(plot && labels.length > 0).toBe(true);
      for (const label of labels) {
        // Persian: the axis is on the right of the plot; English: on its left.
        if (language === 'fa') expect(label.left).toBeGreaterThanOrEqual(plot!.x + plot!.width + 4);
        else expect(label.right).toBeLessThanOrEqual(plot!.x - 4);
      }
    });
  }

  for (const [device, viewport] of [
    ['a desktop', { width: 1280, height: 800 }],
    ['a phone', PHONE],
  ] as const) {
    test(`the day labels of every chart stand apart and inside its card on ${device}`, async ({ page, context, request, baseURL }) => {
      await page.setViewportSize(viewport);
      await signInAsAdmin(context, request, baseURL!);
      await page.goto('/admin');
      const charts = page.getByRole('img', { name: /۳۰ روز گذشته/ });
      await expect(charts).toHaveCount(3);
      for (const chart of await charts.all()) {
        const card = chart.locator('xpath=ancestor::section');
        const cardBox = (await card.boundingBox())!;
        const days = (
          await card.locator('span', { hasText: /^[۰-۹]{2}\/[۰-۹]{2}$/ }).evaluateAll((nodes) =>
            nodes
              .map((node) => node.getBoundingClientRect())
              .filter((box) => box.width > 0)
              .map((box) => ({ left: box.left, right: box.right })),
          )
        ).sort((a, b) => a.left - b.left);
        expect(days.length).toBeGreaterThanOrEqual(4);
        days.forEach((day, index) => {
          if (index > 0) expect(day.left).toBeGreaterThanOrEqual(days[index - 1]!.right + 4);
          expect(day.left).toBeGreaterThanOrEqual(cardBox.x);
          expect(day.right).toBeLessThanOrEqual(cardBox.x + cardBox.width);
        });
      }
    });
  }

  test('the arrow keys walk a chart’s days the way they point, naming each day with its year and value', async ({ page, context, request, baseURL }) => {
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin');
    const days = page.getByRole('slider', { name: 'درآمد ۳۰ روز گذشته (تومان)' });
    await days.focus();
    // The newest day first; in Persian it stands on the left, so the right arrow goes back a day.
    const newest = await days.getAttribute('aria-valuetext');
    expect(newest).toMatch(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}: [۰-۹,]+$/);
    await page.keyboard.press('ArrowRight');
    await expect(days).toHaveAttribute('aria-valuenow', '28');
    await page.keyboard.press('ArrowLeft');
    await expect(days).toHaveAttribute('aria-valuetext', newest!);
  });

  test('a screen reader can read a chart’s thirty days as a table', async ({ page, context, request, baseURL }) => {
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin');
    const table = page.getByRole('table', { name: 'ثبت‌نام‌های ۳۰ روز گذشته' });
    await expect(table.getByRole('columnheader')).toHaveText(['روز', 'ثبت‌نام']);
    await expect(table.getByRole('rowheader')).toHaveCount(30);
  });

  test('no chart stands alone on its row on a desktop', async ({ page, context, request, baseURL }) => {
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin');
    const cards = await page.getByRole('img', { name: /۳۰ روز گذشته/ }).evaluateAll((charts) =>
      charts.map((chart) => {
        const card = chart.closest('section')!;
        return { top: card.getBoundingClientRect().top, width: card.getBoundingClientRect().width, rowWidth: card.parentElement!.clientWidth };
      }),
    );
    expect(cards.length).toBe(3);
    for (const card of cards) {
      const sharesRow = cards.filter((other) => Math.abs(other.top - card.top) < 2).length > 1;
      // A chart is either beside another or spans the whole row: no empty band next to it.
      expect(sharesRow || Math.abs(card.width - card.rowWidth) < 2).toBe(true);
    }
  });
});

test.describe('the admins list', () => {
  test('on a phone each admin’s status and edit button are in view without scrolling sideways', async ({ page, context, request, baseURL }) => {
    await page.setViewportSize(PHONE);
    await createAdmin(request, { name: 'ن'.repeat(90) });
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin/admins');
    const edit = page.getByRole('button', { name: /ویرایش مدیر/ }).first();
    await expect(edit).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('فعال', { exact: true }).first()).toBeInViewport({ ratio: 1 });
    const region = page.getByRole('region', { name: 'مدیران' });
    expect(await region.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
  });

  test('on a phone a long two-word name wraps between its words, never inside one', async ({ page, context, request, baseURL }) => {
    await page.setViewportSize(PHONE);
    const name = 'عبدالحسین اسفندیارپورخراسانی';
    const staff = await createAdmin(request, { name });
    await signInAsAdmin(context, request, baseURL!);
    await page.goto(`/admin/admins?search=${staff.username}`);
    const shown = page.getByText(name, { exact: true });
    await expect(shown).toBeVisible();
    // A word drawn on one line has its boxes on one line: count the lines each word's range touches.
    const linesPerWord = await shown.evaluate((node) => {
      const text = node.firstChild as Text;
      let start = 0;
      return text.data.split(' ').map((word) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        start += word.length + 1;
        return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
      });
    });
    expect(linesPerWord).toEqual([1, 1]);
  });

  test('an admin saved in the new-admin drawer heads the list, even when a search hid it', async ({ page, context, request, baseURL }) => {
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin/admins?search=no-such-admin&sort=name:asc');
    await expect(page.getByText('موردی یافت نشد.')).toBeVisible();
    const username = uniqueUsername('newest');
    const drawer = await fillNewAdminDrawer(page, { name: 'همکار تازه‌وارد', username, password: 'Kooh-Sahand-3907' });
    await drawer.getByRole('button', { name: 'ذخیره' }).click();
    await expect(drawer).toBeHidden();

    // Newest first: only an admin another test adds in the same moment could come before it.
    await expect(page).toHaveURL(/\/admin\/admins$/);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.filter({ hasText: username })).toBeInViewport();
    const firstUsernames = await rows.evaluateAll((found) => found.slice(0, 3).map((row) => row.textContent ?? ''));
    expect(firstUsernames.some((text) => text.includes(username))).toBe(true);
  });

  test('an unbroken 100-letter name wraps instead of pushing the other columns off a desktop screen', async ({ page, context, request, baseURL }) => {
    await createAdmin(request, { name: 'ب'.repeat(100) });
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin/admins');
    const region = page.getByRole('region', { name: 'مدیران' });
    expect(await region.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
    await expect(page.getByRole('button', { name: /ویرایش مدیر/ }).first()).toBeInViewport({ ratio: 1 });
  });
});

test('the super-admin tag reads at 4.5:1 contrast or more', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/admins?sort=id:asc');
  // The first row by id is the seeded super admin; its second cell holds its permissions.
  const seeded = page.getByRole('table').locator('tbody tr').first();
  const tag = seeded.getByRole('cell').nth(1).getByText('مدیر کل', { exact: true });
  const ratio = await tag.evaluate((node) => {
    const channels = (color: string) =>
      color
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(node);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});

test('on a phone the header’s avatar link has a name even when the admin has a picture', async ({ page, context, request, baseURL }) => {
  const staff = await createAdmin(request, { permissions: [] });
  const form = new FormData();
  form.append('name', 'با تصویر');
  form.append('avatar', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'me.png');
  const saved = await request.post('/api/v1/admin/change_profile', {
    headers: { authorization: `Bearer ${await adminToken(request, staff)}` },
    multipart: form,
  });
  expect(saved.status()).toBe(200);
  await page.setViewportSize(PHONE);
  await signInAsAdmin(context, request, baseURL!, staff);
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'پروفایل' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});

/** Opens the profile of a new admin of its own (the seeded one's name other specs read); returns how many saves it has sent so far. */
async function openOwnProfile(page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string): Promise<() => number> {
  const staff = await createAdmin(request, { permissions: [] });
  await signInAsAdmin(context, request, baseURL, staff);
  let posts = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/v1/admin/change_profile') posts += 1;
  });
  await page.goto('/admin/profile');
  return () => posts;
}

test('the profile saves a new name and picture in one request, then shows what the server kept, in the form and the header', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const posts = await openOwnProfile(page, context, request, baseURL!);
  const headerPicture = page.locator('header a[href="/admin/profile"] img');
  await expect(headerPicture).toHaveCount(0);

  await page.getByLabel('نام', { exact: true }).fill('  مدیر با تصویر  ');
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  // The picked picture shows before it is saved.
  await expect(page.locator('main img[src^="blob:"]')).toBeVisible();
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/admin/change_profile');
  await page.getByRole('button', { name: 'ذخیره' }).click();
  const body = (await (await saved).json()) as { data: { admin: { name: string; avatar_url: string } } };
  expect(body.data.admin.avatar_url).toBeTruthy();

  // The server trims the name; the form, the header and its picture show what it kept.
  await expect(page.getByLabel('نام', { exact: true })).toHaveValue('مدیر با تصویر');
  await expect(headerPicture).toHaveAttribute('src', body.data.admin.avatar_url);
  await expect(page.locator('header').getByText('مدیر با تصویر')).toBeVisible();
  await expect(page.locator('main img[src^="blob:"]')).toHaveCount(0);
  await expect(page.locator(`main img[src="${body.data.admin.avatar_url}"]`)).toBeVisible();
  expect(posts()).toBe(1);

  await page.reload();
  await expect(page.getByLabel('نام', { exact: true })).toHaveValue('مدیر با تصویر');
  await expect(page.locator(`main img[src="${body.data.admin.avatar_url}"]`)).toBeVisible();
});

test('a name of one letter is refused on the admin profile, in Persian, without a request', async ({ page, context, request, baseURL }) => {
  const posts = await openOwnProfile(page, context, request, baseURL!);
  await page.getByLabel('نام', { exact: true }).fill('م');
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('باید بین ۲ تا ۱۰۰ نویسه باشد', { exact: false })).toBeVisible();
  expect(posts()).toBe(0);
});

test.describe('the audit log', () => {
  test('details read as labelled Persian values: «مدیر کل: خیر» and the admin it was about by name', async ({ page, context, request, baseURL }) => {
    const name = `علی ${uniqueUsername('x').slice(-4)}`;
    const created = await createAdmin(request, { name, permissions: ['users.view'] });
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin/audit');
    await showCreationsOnly(page);
    const row = page.getByRole('row').filter({ hasText: created.username });
    await expect(row.getByText('مدیر کل:')).toBeVisible();
    await expect(row).toContainText('مدیر کل: خیر');
    await expect(row).toContainText('دسترسی‌ها: مشاهده کاربران');
    // The name sits in its own direction isolate (U+2068 … U+2069) inside the line.
    await expect(row).toContainText(`مدیر: \u2068${name}\u2069 (#`);
    await expect(row).not.toContainText('is_super');
    await expect(row).not.toContainText('false');
  });

  test('the admin id filter takes Persian digits, keeps them after leaving the field and filters by them', async ({ page, context, request, baseURL }) => {
    const staff = await createAdmin(request, { permissions: ['admins.manage'] });
    // One entry of the staff admin's own: its sign-in.
    await adminToken(request, staff);
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin/audit');
    const persianId = String(staff.id).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
    const field = page.getByLabel('شناسه مدیر');
    await field.fill(persianId);
    await field.blur();
    await expect(field).toHaveValue(persianId);
    await expect(page.getByRole('row').filter({ hasText: staff.username })).not.toHaveCount(0);
    await expect(page.getByRole('table').locator('tbody tr').filter({ hasNotText: staff.username })).toHaveCount(0);
  });

  test('the admin id filter takes Arabic-Indic digits too', async ({ page, context, request, baseURL }) => {
    const staff = await createAdmin(request, { permissions: ['admins.manage'] });
    await adminToken(request, staff);
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin/audit');
    const arabicId = String(staff.id).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
    await page.getByLabel('شناسه مدیر').fill(arabicId);
    await expect(page.getByRole('table').locator('tbody tr').filter({ hasNotText: staff.username })).toHaveCount(0);
    await expect(page.getByLabel('شناسه مدیر')).toHaveValue(arabicId);
  });

  test('on a phone an entry shows what happened, who did it and to whom without scrolling sideways', async ({ page, context, request, baseURL }) => {
    await page.setViewportSize(PHONE);
    const created = await createAdmin(request, { name: 'پ'.repeat(80) });
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin/audit');
    await showCreationsOnly(page);
    const row = page.getByRole('row').filter({ hasText: created.username });
    await expect(row.getByText('ساخت مدیر')).toBeInViewport();
    const region = page.getByRole('region', { name: 'گزارش رویدادها' });
    expect(await region.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
  });
});

test.describe('the panel header', () => {
  test('the sign-out arrow points to the end of the line: mirrored in Persian, as drawn in English', async ({ page, context, request, baseURL }) => {
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin');
    const icon = page.getByRole('button', { name: 'خروج' }).locator('[aria-hidden="true"]');
    expect(await icon.evaluate((node) => getComputedStyle(node).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await useEnglish(context, baseURL!);
    await page.reload();
    const englishIcon = page.getByRole('button', { name: 'Sign out' }).locator('[aria-hidden="true"]');
    expect(await englishIcon.evaluate((node) => getComputedStyle(node).transform)).toBe('none');
  });

  for (const language of ['en', 'fa'] as const) {
    test(`on a phone the header shows a long page title whole, beside its controls (${language})`, async ({ page, context, request, baseURL }) => {
      await page.setViewportSize(PHONE);
      await signInAsAdmin(context, request, baseURL!);
      if (language === 'en') await useEnglish(context, baseURL!);
      await page.goto('/admin/change-password');
      const title = page.locator('header h1');
      await expect(title).toHaveText(language === 'en' ? 'Change password' : 'تغییر رمز عبور');
      // Measured in the page's own font: the fallback drawn before it arrives is narrower.
      await page.evaluate(async () => void (await document.fonts.ready));
      // An ellipsis hides what overflows, and a third of a pixel is enough for one ("Change passwo…"); scrollWidth
      // rounds that away, so the text's own lines are measured against the box: none wider, and no line clamped away.
      const fit = await title.evaluate((node) => {
        const text = document.createRange();
        text.selectNodeContents(node);
        const lines = [...text.getClientRects()];
        return {
          widest: Math.max(...lines.map((line) => line.width)),
          width: node.clientWidth,
          isScrolling: node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight + 1,
        };
      });
      expect(fit.widest).toBeLessThanOrEqual(fit.width);
      expect(fit.isScrolling).toBe(false);
      const header = (await page.locator('header').boundingBox())!;
      const titleBox = (await title.boundingBox())!;
      expect(titleBox.y).toBeGreaterThanOrEqual(header.y);
      expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(header.y + header.height);
      // Nothing of the header's controls (the menu button before it, the switches, avatar and sign-out after it) stands over the title.
      for (const controls of [title.locator('xpath=preceding-sibling::*'), title.locator('xpath=following-sibling::*')]) {
        const box = (await controls.boundingBox())!;
        expect(box.x < titleBox.x + titleBox.width && titleBox.x < box.x + box.width).toBe(false);
      }
    });
  }
});

test.describe('what the server names by key', () => {
  test('the English panel names the menu, the permissions and the audit actions in English', async ({ page, context, request, baseURL }) => {
    const staff = await createAdmin(request, { permissions: ['users.view', 'payments.view'] });
    await useEnglish(context, baseURL!);
    await signInAsAdmin(context, request, baseURL!);

    await page.goto('/admin/admins');
    const sider = page.getByRole('navigation', { name: 'Admin panel' });
    await expect(sider.getByRole('link', { name: 'Audit log' })).toBeVisible();
    expect(await sider.innerText()).not.toMatch(/[\u0600-\u06ff]/);
    await page.getByLabel('Search name or username').fill(staff.username);
    await page.getByLabel('Search name or username').press('Enter');
    const row = page.getByRole('row').filter({ hasText: staff.username });
    await expect(row.getByText('View users')).toBeVisible();
    await expect(row.getByText('View payments')).toBeVisible();
    await row.getByRole('button', { name: /^Edit admin/ }).click();
    await expect(page.getByRole('dialog').getByRole('checkbox', { name: 'Manage admins' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/audit');
    await page.locator('#audit-action').selectOption({ label: 'Admin created' });
    const entry = page.getByRole('row').filter({ hasText: staff.username });
    await expect(entry).toContainText('Admin created');
    await expect(entry).toContainText('Permissions: View users, View payments');
  });

  test('an admin whose change to an admin holding more is refused reads why, not silence', async ({ page, context, request, baseURL }) => {
    const staff = await createAdmin(request, { permissions: ['admins.manage'] });
    const higher = await createAdmin(request, { name: 'مدیر ارشد', is_super: true });
    await signInAsAdmin(context, request, baseURL!, staff);
    await page.goto('/admin/admins');
    await page.getByLabel('جستجوی نام یا نام کاربری').fill(higher.username);
    await page.getByLabel('جستجوی نام یا نام کاربری').press('Enter');
    await page
      .getByRole('row')
      .filter({ hasText: higher.username })
      .getByRole('button', { name: /^ویرایش مدیر/ })
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('نام', { exact: true }).fill('نام تازه');
    await drawer.getByRole('button', { name: 'ذخیره' }).click();

    await expect(page.getByText('این مدیر دسترسی‌هایی دارد که شما ندارید', { exact: false })).toBeVisible();
    await expect(drawer).toBeVisible();
  });
});
