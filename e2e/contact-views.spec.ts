import { signInAsAdmin, uniqueUsername } from './support/admins';
import { expect, test } from './support/fixtures';
import { createVerifiedUser } from './support/users';

test('a visitor’s contact-us message appears in the admin list as unread, then read once opened', async ({ page, context, request, baseURL }) => {
  const subject = `پرسش آزمون ${uniqueUsername('c').slice(-6)}`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'تماس با ما' }).click();
  await expect(page.getByRole('heading', { name: 'تماس با ما' })).toBeVisible();
  await page.getByLabel('نام و نام خانوادگی').fill('بازدیدکنندهٔ آزمون');
  // Typed in Persian digits with spaces; it is stored as one number (shown in Persian digits).
  await page.getByLabel('شماره موبایل').fill('۰۹۱۲ ۰۰۰ ۱۱۲۲');
  await page.getByLabel('موضوع').fill(subject);
  await page.getByLabel('متن پیام').fill('سلام؛ این پیامی از آزمون خودکار است.');
  await page.getByRole('button', { name: 'فرستادن پیام' }).click();
  await expect(page.getByRole('status')).toContainText('پیام شما رسید.');

  await signInAsAdmin(context, request, baseURL!);
  await page.goto(`/admin/contact-us?search=${encodeURIComponent(subject)}`);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('خوانده‌نشده');
  await row.getByRole('button', { name: `خواندن پیام ${subject}` }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toContainText('سلام؛ این پیامی از آزمون خودکار است.');
  await expect(dialog).toContainText('۰۹۱۲۰۰۰۱۱۲۲');
  await dialog.getByRole('button', { name: 'بستن' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('خوانده‌شده');
  await expect(row).not.toContainText('خوانده‌نشده');
});

test('a message without a mobile or an email is stopped in the form', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByLabel('نام و نام خانوادگی').fill('بازدیدکننده');
  await page.getByLabel('موضوع').fill('موضوع');
  await page.getByLabel('متن پیام').fill('متنی برای آزمون');
  await page.getByRole('button', { name: 'فرستادن پیام' }).click();
  await expect(page.getByText('شماره موبایل یا ایمیل را برای پاسخ وارد کنید.')).toBeVisible();
  await expect(page.getByLabel('شماره موبایل')).toBeFocused();
});

test('a signed-in user’s page loads and in-app navigations make the views list grow', async ({ page, context, request, baseURL }) => {
  const user = await createVerifiedUser(request);
  const profile = await request.get('/api/v1/user/profile', { headers: { authorization: `Bearer ${user.token}` } });
  const userId = ((await profile.json()) as { data: { user: { id: number } } }).data.user.id;
  await signInAsAdmin(context, request, baseURL!);
  await page.goto(`/admin/views?user_id=${userId}`);
  const viewOf = (path: string) => page.getByRole('cell', { name: path, exact: true });
  await expect(viewOf('/p/dashboard')).toHaveCount(0);

  await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);
  await page.goto('/p/dashboard');
  // A client-side navigation: Next fetches the wallet's props, which counts the view.
  await page.getByRole('link', { name: 'کیف پول' }).first().click();
  await expect(page).toHaveURL(/\/p\/wallet$/);

  // Views are written in batches (within a second); the list shows them once they are.
  await expect(async () => {
    await page.goto(`/admin/views?user_id=${userId}`);
    await expect(viewOf('/p/dashboard')).toHaveCount(1, { timeout: 1000 });
    await expect(viewOf('/p/wallet')).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: /بازدید در روز/ })).toBeVisible();
});

test('in the message dialog a left-to-right value (mobile, address) starts beside its label like every other value', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const subject = `پرسش چینش ${uniqueUsername('c').slice(-6)}`;
  const sent = await request.post('/api/v1/contact_us', { data: { name: 'بازدیدکننده', mobile: '09120001122', subject, message: 'پیامی برای سنجش چینش.' } });
  expect(sent.ok()).toBe(true);
  await signInAsAdmin(context, request, baseURL!);
  await page.goto(`/admin/contact-us?search=${encodeURIComponent(subject)}`);
  await page.getByRole('button', { name: `خواندن پیام ${subject}` }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toContainText('۰۹۱۲۰۰۰۱۱۲۲');
  // In a right-to-left page a value starts at the right edge of its column, next to its label.
  const gaps = await dialog.locator('dd').evaluateAll((values) =>
    values.map((value) => {
      const text = document.createRange();
      text.selectNodeContents(value);
      return Math.round(value.getBoundingClientRect().right - text.getBoundingClientRect().right);
    }),
  );
  expect(
    gaps.every((gap) => gap <= 1),
    `gaps ${gaps.join(', ')}`,
  ).toBe(true);
});
