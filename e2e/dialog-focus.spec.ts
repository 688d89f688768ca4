import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { createVerifiedUser } from './support/users';

/** Tab and Shift+Tab around the dialog more times than it has stops: the focus never lands on the page behind it. */
async function expectFocusKeptIn(page: Page, dialog: Locator) {
  for (const key of [...Array<string>(8).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    const outside = await dialog.evaluate((element) => {
      const active = document.activeElement;
      return active && active !== document.body && !element.contains(active) ? active.outerHTML.slice(0, 120) : null;
    });
    expect(outside, `${key} left the dialog`).toBeNull();
  }
}

test('the delete-user confirmation keeps the focus inside, closes on Escape and gives the focus back to its button', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await createVerifiedUser(request);
  await signInAsAdmin(context, request, baseURL!);
  await page.goto(`/admin/users?search=${user.mobile}`);
  const opener = page.getByRole('button', { name: `حذف ${user.name}` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'حذف' });
  await expect(dialog).toBeVisible();
  await expectFocusKeptIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the new-user drawer keeps the focus inside, closes on Escape and gives the focus back to its button', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/users');
  const opener = page.getByRole('button', { name: 'کاربر تازه' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'ساخت کاربر' });
  await expect(drawer.getByLabel('نام', { exact: true })).toBeVisible();
  await expectFocusKeptIn(page, drawer);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the low-balance confirmation keeps the focus inside, closes on Escape and gives the focus back to its button', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/users');
  const opener = page.getByRole('button', { name: 'پیامک به کاربران کم‌موجودی' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'پیامک به کاربران کم‌موجودی' });
  await expect(dialog).toBeVisible();
  await expectFocusKeptIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
