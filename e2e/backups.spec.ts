import fs from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/admins';

// One server and one backups folder for the whole run, and one export at a time: these go in order.
test.describe.configure({ mode: 'serial' });

/** Clicks "back up now" and returns the name of the backup the server made. */
async function backUpNow(page: Page): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin/mysql/export'));
  await page.getByRole('button', { name: 'پشتیبان‌گیری اکنون' }).click();
  const body = (await (await answer).json()) as { data: { backup: { name: string } } };
  return body.data.backup.name;
}

/** A promise the test resolves when it has seen what it waited for. */
function holdUntilReleased(): { hold: Promise<void>; release: () => void } {
  let release!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  return { hold, release };
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.beforeEach(async ({ context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
});

test('the admin backs up now, sees it running, then finds it in the list with its size and Jalali time', async ({ page }) => {
  await page.goto('/admin/backups');
  await expect(page.getByText(/پشتیبان‌گیری خودکار: هر روز ساعت ۰۳:۳۰/)).toBeVisible();
  // Held on its way until the running state has been seen, however fast or slow the machine.
  const { hold, release } = holdUntilReleased();
  await page.route('**/api/v1/admin/mysql/export', async (route) => {
    await hold;
    await route.continue();
  });
  const made = backUpNow(page);
  await expect(page.getByRole('status').filter({ hasText: 'در حال پشتیبان‌گیری' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'پشتیبان‌گیری اکنون' })).toBeDisabled();
  release();
  const name = await made;
  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  await expect(row).toContainText(/[۰-۹]+(\.[۰-۹])? کیلوبایت/);
  await expect(row).toContainText(/۱۴۰[۰-۹]/);
  await expect(page.getByRole('button', { name: 'پشتیبان‌گیری اکنون' })).toBeEnabled();
});

test('downloading a backup shows its progress and saves the gzip under its name', async ({ page }) => {
  await page.goto('/admin/backups');
  const name = await backUpNow(page);
  // The file is small; held until the progress has been seen on screen, so it cannot complete first.
  const { hold, release } = holdUntilReleased();
  await page.route('**/api/v1/admin/mysql/download', async (route) => {
    const response = await route.fetch();
    await hold;
    await route.fulfill({ response });
  });
  const downloading = page.waitForEvent('download');
  await rowOf(page, name)
    .getByRole('button', { name: `دریافت ${name}` })
    .click();
  await expect(page.getByRole('progressbar', { name: 'پیشرفت دریافت' })).toBeVisible();
  release();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  const bytes = await fs.readFile((await download.path())!);
  expect(gunzipSync(bytes).subarray(0, 15).toString('latin1')).toBe('SQLite format 3');
  await expect(page.getByRole('progressbar', { name: 'پیشرفت دریافت' })).toBeHidden();
});

test('the screen shows the exact restore command of a chosen backup', async ({ page }) => {
  await page.goto('/admin/backups');
  const name = await backUpNow(page);
  await rowOf(page, name)
    .getByRole('button', { name: `بازگردانی ${name}` })
    .click();
  const restore = page.getByRole('region', { name: `بازگردانی پشتیبان ${name}` });
  await expect(restore.locator('code')).toHaveText(new RegExp(`^npm run db:restore -- /.+/backups/${name.replace(/\./g, '\\.')}$`));
});

test('deleting a backup asks first; cancelling keeps it, confirming removes it', async ({ page }) => {
  await page.goto('/admin/backups');
  const name = await backUpNow(page);
  const row = rowOf(page, name);
  await row.getByRole('button', { name: `حذف ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'حذف پشتیبان' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: /لغو|انصراف/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `حذف ${name}` }).click();
  await dialog.getByRole('button', { name: 'حذف' }).click();
  await expect(row).toBeHidden();
  await expect(page.getByText('پشتیبان حذف شد.')).toBeVisible();
});
