import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { createVerifiedUser } from './support/users';

// The suite asks for less motion (playwright.config.ts); these dialogs open and close animated, as most visitors see them.
test.use({ reducedMotion: 'no-preference' });

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

test('a visitor who asks the system for less motion gets the panel’s dialogs and drawers without their zoom and slide', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Every animation or transition that starts inside antd's dialogs and drawers, as it starts.
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { movedInDialogs: string[] }).movedInDialogs = moved;
    for (const type of ['animationstart', 'transitionrun']) {
      document.addEventListener(
        type,
        (event) => {
          const target = event.target as Element;
          if (target.closest('.ant-modal-root, .ant-drawer')) moved.push(`${type} ${target.className}`);
        },
        true,
      );
    }
  });
  const user = await createVerifiedUser(request);
  await signInAsAdmin(context, request, baseURL!);
  await page.goto(`/admin/users?search=${user.mobile}`);
  await page.getByRole('button', { name: `حذف ${user.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'حذف' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'کاربر تازه' }).click();
  const drawer = page.getByRole('dialog', { name: 'ساخت کاربر' });
  await expect(drawer.getByLabel('نام', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { movedInDialogs: string[] }).movedInDialogs)).toEqual([]);
});
