import { signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { createVerifiedUser, uniqueMobile } from './support/users';

const toPersianDigits = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

test('an admin finds a user by a mobile typed in Persian digits, sets their minimum balance, adjusts the balance with a reason and sees the new balance', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await createVerifiedUser(request);
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/users');

  await page.getByRole('searchbox', { name: 'جستجوی نام، موبایل یا ایمیل' }).fill(toPersianDigits(user.mobile));
  await expect(page).toHaveURL(/search=/);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(toPersianDigits(user.mobile));

  // The minimum balance, typed in Tomans (the default unit) with Persian digits.
  await rows
    .first()
    .getByRole('button', { name: `تغییر حداقل موجودی ${user.name}` })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('مبلغ به تومان').fill('۵۰۰۰۰');
  await dialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.first()).toContainText('۵۰,۰۰۰ تومان');

  await rows.first().getByRole('link', { name: user.name }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByTestId('user-min-balance')).toHaveText('۵۰,۰۰۰ تومان');
  await expect(page.getByTestId('user-balance')).toHaveText('۰ تومان');

  await page.getByLabel(/مبلغ \(برای کاهش، منفی بنویسید\)/).fill('۲۵۰۰۰');
  await page.getByLabel('دلیل').fill('جبران قطعی سرویس');
  await page.getByRole('button', { name: 'ثبت تغییر موجودی' }).click();
  await expect(page.getByTestId('user-balance')).toHaveText('۲۵,۰۰۰ تومان');
  const ledger = page.getByRole('table', { name: 'دفتر حساب' });
  await expect(ledger.locator('tbody tr')).toHaveCount(1);
  await expect(ledger.locator('tbody tr').first()).toContainText('جبران قطعی سرویس');

  // Still there after a reload: the server rendered the new balance.
  await page.reload();
  await expect(page.getByTestId('user-balance')).toHaveText('۲۵,۰۰۰ تومان');
});

test('a registration never verified offers the admin neither signing in as it nor a balance change', async ({ page, context, request, baseURL }) => {
  const mobile = uniqueMobile();
  const name = 'ثبت‌نام ناتمام';
  const registered = await request.post('/api/v1/auth/register', { data: { name, mobile, password: 'a-long-passphrase' } });
  expect(registered.status()).toBe(200);
  await signInAsAdmin(context, request, baseURL!);
  await page.goto(`/admin/users?search=${mobile}`);

  const row = page.getByRole('table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.first()).toContainText('تأییدنشده');
  await expect(row.first().getByRole('button', { name: `ویرایش ${name}` })).toBeVisible();
  await expect(row.first().getByRole('button', { name: `ورود به جای ${name}` })).toHaveCount(0);

  await row.first().getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByRole('button', { name: 'ویرایش' })).toBeVisible();
  await expect(page.getByRole('button', { name: `ورود به جای ${name}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ثبت تغییر موجودی' })).toHaveCount(0);
});

test('"new user" opens empty after editing a user and again after creating one', async ({ page, context, request, baseURL }) => {
  const user = await createVerifiedUser(request);
  await signInAsAdmin(context, request, baseURL!);
  await page.goto(`/admin/users?search=${user.mobile}`);
  await page.getByRole('button', { name: `ویرایش ${user.name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'ویرایش کاربر' });
  await expect(drawer.getByLabel('نام', { exact: true })).toHaveValue(user.name);
  await drawer.getByRole('button', { name: 'انصراف' }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'کاربر تازه' }).click();
  const create = page.getByRole('dialog', { name: 'ساخت کاربر' });
  for (const label of ['نام', 'موبایل', 'رمز عبور']) await expect(create.getByLabel(label, { exact: true })).toHaveValue('');
  const mobile = `0935${String(Date.now()).slice(-7)}`;
  await create.getByLabel('نام', { exact: true }).fill('کاربر ساخته مدیر');
  await create.getByLabel('موبایل', { exact: true }).fill(mobile);
  await create.getByLabel('رمز عبور', { exact: true }).fill('first-new-password');
  await create.getByRole('button', { name: 'ذخیره' }).click();
  await expect(create).toBeHidden();

  await page.getByRole('button', { name: 'کاربر تازه' }).click();
  await expect(create).toBeVisible();
  for (const label of ['نام', 'موبایل', 'رمز عبور']) await expect(create.getByLabel(label, { exact: true })).toHaveValue('');
});

test('in Persian the edit drawer and the minimum-balance dialog show the stored mobile and minimum balance in Persian digits, and save them as they are', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await createVerifiedUser(request);
  await signInAsAdmin(context, request, baseURL!);
  await page.goto(`/admin/users?search=${user.mobile}`);
  const row = page.getByRole('table').locator('tbody tr').first();

  await row.getByRole('button', { name: `تغییر حداقل موجودی ${user.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('مبلغ به تومان').fill('۱۲۵۰۰');
  await dialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('۱۲,۵۰۰ تومان');

  await row.getByRole('button', { name: `تغییر حداقل موجودی ${user.name}` }).click();
  await expect(dialog.getByLabel('مبلغ به تومان')).toHaveValue('۱۲۵۰۰');
  await dialog.getByRole('button', { name: 'انصراف' }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: `ویرایش ${user.name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'ویرایش کاربر' });
  await expect(drawer.getByLabel('موبایل', { exact: true })).toHaveValue(toPersianDigits(user.mobile));
  await expect(drawer.getByLabel('حداقل موجودی (تومان)')).toHaveValue('۱۲۵۰۰');
  await drawer.getByRole('button', { name: 'ذخیره' }).click();
  await expect(drawer).toBeHidden();
  await expect(row).toContainText(toPersianDigits(user.mobile));
  await expect(row).toContainText('۱۲,۵۰۰ تومان');
});

for (const [language, edit] of [
  ['fa', 'ویرایش'],
  ['en', 'Edit'],
] as const) {
  test(`at 1280 px in ${language} a user's actions sit on one line as icon buttons`, async ({ page, context, request, baseURL }) => {
    const user = await createVerifiedUser(request);
    await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ language })), url: baseURL! }]);
    await signInAsAdmin(context, request, baseURL!);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/admin/users?search=${user.mobile}`);

    const buttons = page.getByRole('table').locator('tbody tr').first().getByRole('button');
    await expect(buttons).toHaveCount(4);
    const shown = await buttons.evaluateAll((elements) =>
      elements.map((button) => ({
        name: button.getAttribute('aria-label'),
        title: button.getAttribute('title'),
        text: button.textContent!.trim(),
        top: Math.round(button.getBoundingClientRect().top),
      })),
    );
    expect(shown[0]!.title).toBe(edit);
    for (const button of shown) {
      expect(button.name).toContain(user.name);
      expect(button.title).toBeTruthy();
      expect(button.text).toBe('');
    }
    expect(new Set(shown.map((button) => button.top)).size).toBe(1);
  });
}
