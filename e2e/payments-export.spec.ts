import fs from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/admins';

test('the admin downloads the payments as CSV from the payments screen: UTF-8 with a BOM and a Persian header', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/payments');

  const exportGroup = page.getByRole('group', { name: 'خروجی پرداخت‌ها' });
  const downloading = page.waitForEvent('download');
  await exportGroup.getByRole('button', { name: 'CSV' }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await fs.readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const header = bytes.subarray(3).toString('utf8').split('\r\n')[0];
  expect(header).toMatch(/^شناسه پرداخت,شناسه کاربر,نام کاربر,/);
  // The buttons are ready for another download once this one is saved.
  await expect(exportGroup.getByRole('button', { name: 'اکسل' })).toBeEnabled();
});
