import fs from 'node:fs/promises';
import { tinyMp4 } from '../tests/support/mp4';
import { signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { createVerifiedUser } from './support/users';
import { uploadVideo } from './support/videos';

test('the admin uploads an MP4 through the form and sees it listed with its duration in Persian digits', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/videos');
  await page.getByRole('button', { name: 'بارگذاری ویدیو' }).click();
  const title = `جلسه فرم ${Date.now()}`;
  await page.getByLabel('عنوان ویدیو').fill(title);
  await page.getByLabel('فایل MP4').setInputFiles({ name: 'meeting.mp4', mimeType: 'video/mp4', buffer: tinyMp4({ seconds: 3725 }) });
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin/videos/create'));
  await page.getByRole('button', { name: 'بارگذاری', exact: true }).click();
  expect((await uploaded).status()).toBe(201);

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('۰۱:۰۲:۰۵');
  await expect(page.getByLabel('عنوان ویدیو')).toHaveCount(0);
});

test('the admin downloads a video, saved under its title, and sees the progress reach 100%', async ({ page, context, request, baseURL }) => {
  const title = `جلسه دانلود ${Date.now()}`;
  const { file } = await uploadVideo(request, { title });
  await signInAsAdmin(context, request, baseURL!);
  await page.goto(`/admin/videos?search=${encodeURIComponent(title)}`);

  const row = page.getByRole('row').filter({ hasText: title });
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `دانلود «${title}»` }).click();
  const download = await downloading;
  await expect(row.getByRole('status')).toHaveText('۱۰۰%');
  await expect(row.getByRole('progressbar')).toHaveAttribute('value', '100');

  expect(download.suggestedFilename()).toBe(`${title}.mp4`);
  expect((await fs.readFile((await download.path())!)).equals(file)).toBe(true);
});

test('a download that fails says so', async ({ page, context, request, baseURL }) => {
  const title = `جلسه خطا ${Date.now()}`;
  await uploadVideo(request, { title });
  await signInAsAdmin(context, request, baseURL!);
  await page.goto(`/admin/videos?search=${encodeURIComponent(title)}`);
  await page.route('**/downloadMp4', (route) => route.abort('connectionreset'));

  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `دانلود «${title}»` })
    .click();
  await expect(page.getByText('دانلود ناموفق بود.')).toBeVisible();
});

test('a user sees and downloads their own videos on /p/videos, and not another user’s', async ({ page, context, request, baseURL }) => {
  const user = await createVerifiedUser(request);
  const other = await createVerifiedUser(request);
  const mine = `جلسه من ${Date.now()}`;
  const theirs = `جلسه دیگری ${Date.now()}`;
  const { file } = await uploadVideo(request, { title: mine, owner: user.mobile, seconds: 59 });
  await uploadVideo(request, { title: theirs, owner: other.mobile });
  await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);

  await page.goto('/p/dashboard');
  await page.getByRole('link', { name: 'ویدیوها' }).first().click();
  await expect(page).toHaveURL(/\/p\/videos$/);
  const row = page.getByRole('row').filter({ hasText: mine });
  await expect(row).toContainText('۰۰:۰۰:۵۹');
  await expect(page.getByText(theirs)).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `دانلود «${mine}»` }).click();
  const download = await downloading;
  await expect(row.getByRole('status')).toHaveText('۱۰۰%');
  expect((await fs.readFile((await download.path())!)).equals(file)).toBe(true);
});

for (const language of ['fa', 'en'] as const) {
  test(`at desktop width in ${language} the title is the list's widest column`, async ({ page, context, request, baseURL }) => {
    const title = `Quarterly planning meeting with the regional team ${Date.now()}`;
    await uploadVideo(request, { title });
    await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ language })), url: baseURL! }]);
    await signInAsAdmin(context, request, baseURL!);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/admin/videos?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();

    const [titleWidth, ...others] = await page
      .getByRole('table')
      .locator('thead th')
      .evaluateAll((headers) => headers.map((header) => header.getBoundingClientRect().width));
    for (const width of others) expect(titleWidth).toBeGreaterThan(width);
  });
}
