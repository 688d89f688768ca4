import { expect, test } from './support/fixtures';
import { signInAsAdmin, uniqueUsername } from './support/admins';
import { createVerifiedUser } from './support/users';

const toPersianDigits = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

test('an admin gives a gift to a chosen user and publishes it; the user sees the new balance and the gift on the dashboard', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await createVerifiedUser(request);
  const title = `هدیهٔ آزمون ${uniqueUsername('g').slice(-6)}`;
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/gifts');

  await page.getByRole('button', { name: 'هدیهٔ تازه' }).click();
  const drawer = page.getByRole('dialog', { name: 'هدیهٔ تازه' });
  await drawer.getByLabel('عنوان').fill(title);
  // Typed in Persian digits, in Tomans (the visitor's default unit).
  await drawer.getByLabel('مبلغ هر نفر (تومان)').fill('۲۵۰۰۰');
  await expect(drawer.getByRole('radio', { name: 'کاربران انتخابی' })).toBeChecked();
  const picker = drawer.getByRole('combobox', { name: 'کاربران انتخابی' });
  await picker.fill(user.mobile.slice(-7));
  // antd's visible options (its role=option elements are a hidden copy for screen readers).
  await page.locator(`.ant-select-item-option[title="کاربر آزمون — ${toPersianDigits(user.mobile)}"]`).click();
  await drawer.getByRole('button', { name: 'ذخیره' }).click();
  await expect(drawer).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('پیش‌نویس');
  await row.getByRole('button', { name: `انتشار ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: `انتشار «${title}»` });
  // The server's count and total, in Persian digits and Tomans.
  await expect(confirm).toContainText('به ۱ کاربر');
  await expect(confirm).toContainText(/۲۵[,٬]۰۰۰ تومان/);
  await confirm.getByRole('button', { name: 'انتشار و واریز' }).click();
  await expect(row).toContainText('منتشرشده');
  await expect(row.getByRole('button', { name: `انتشار ${title}` })).toHaveCount(0);

  await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);
  await page.goto('/p/dashboard');
  await expect(page.getByText(/۲۵[,٬]۰۰۰/).first()).toBeVisible();
  const gifts = page.getByRole('region', { name: 'هدیه‌های دریافتی' }).first();
  await expect(gifts).toContainText(title);
  await expect(gifts).toContainText(/۲۵[,٬]۰۰۰/);
});

test('a published gift offers neither edit nor delete, and the server refuses both', async ({ page, context, request, baseURL }) => {
  const user = await createVerifiedUser(request);
  const title = `هدیهٔ قفل ${uniqueUsername('g').slice(-6)}`;
  await signInAsAdmin(context, request, baseURL!);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'admin_token')!.value;
  const headers = { authorization: `Bearer ${token}` };
  const profile = await request.get('/api/v1/user/profile', { headers: { authorization: `Bearer ${user.token}` } });
  const userId = ((await profile.json()) as { data: { user: { id: number } } }).data.user.id;
  const created = await request.post('/api/v1/admin/gifts/create', { headers, data: { title, amount: 10_000, audience: 'users', user_ids: [userId] } });
  const giftId = ((await created.json()) as { data: { gift: { id: number } } }).data.gift.id;
  expect((await request.patch(`/api/v1/admin/gifts/${giftId}/publish`, { headers })).status()).toBe(200);

  await page.goto('/admin/gifts');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('منتشرشده');
  await expect(row.getByRole('button')).toHaveCount(0);
  expect((await request.delete(`/api/v1/admin/gifts/${giftId}/delete`, { headers })).status()).toBe(409);
});

test('"new gift" opens empty after a gift was just created', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/gifts');
  await page.getByRole('button', { name: 'هدیهٔ تازه' }).click();
  const drawer = page.getByRole('dialog', { name: 'هدیهٔ تازه' });
  await drawer.getByLabel('عنوان').fill(`هدیهٔ همگانی ${uniqueUsername('g').slice(-6)}`);
  await drawer.getByLabel('مبلغ هر نفر (تومان)').fill('۱۰۰۰');
  await drawer.getByRole('radio', { name: 'همهٔ کاربران' }).check();
  await drawer.getByRole('button', { name: 'ذخیره' }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'هدیهٔ تازه' }).click();
  await expect(drawer.getByLabel('عنوان')).toHaveValue('');
  await expect(drawer.getByLabel('مبلغ هر نفر (تومان)')).toHaveValue('');
  await expect(drawer.getByRole('radio', { name: 'کاربران انتخابی' })).toBeChecked();
});

for (const screen of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`on a ${screen.name} the list shows a publishing gift's progress in Persian digits and, by polling, its finished state`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const users = [await createVerifiedUser(request), await createVerifiedUser(request)];
    const title = `هدیهٔ پیشرفت ${uniqueUsername('g').slice(-6)}`;
    await signInAsAdmin(context, request, baseURL!);
    const headers = { authorization: `Bearer ${(await context.cookies()).find((cookie) => cookie.name === 'admin_token')!.value}` };
    const userIds = await Promise.all(
      users.map(async (user) => {
        const profile = await request.get('/api/v1/user/profile', { headers: { authorization: `Bearer ${user.token}` } });
        return ((await profile.json()) as { data: { user: { id: number } } }).data.user.id;
      }),
    );
    const created = await request.post('/api/v1/admin/gifts/create', { headers, data: { title, amount: 10_000, audience: 'users', user_ids: userIds } });
    const giftId = ((await created.json()) as { data: { gift: { id: number } } }).data.gift.id;

    // A gift to everyone would credit the users of every other spec sharing this database: this one is
    // published for real to its two chosen users, and the list answers as a background run does midway
    // until the screen has been looked at (the run itself is tested on both databases in tests/api/gifts.test.ts).
    let isMidway = true;
    await page.route('**/api/v1/admin/gifts/list*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { items: Record<string, unknown>[] } };
      if (isMidway) {
        body.data.items = body.data.items.map((gift) =>
          gift.id === giftId ? { ...gift, status: 'publishing', target_count: 2, recipients_count: 1, total_amount: 10_000, published_at: null } : gift,
        );
      }
      await route.fulfill({ response, json: body });
    });
    await page.setViewportSize(screen.viewport);
    await page.goto('/admin/gifts');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `انتشار ${title}` }).click();
    await page
      .getByRole('dialog', { name: `انتشار «${title}»` })
      .getByRole('button', { name: 'انتشار و واریز' })
      .click();

    await expect(row).toContainText('در حال انتشار');
    await expect(row).toContainText('۱ از ۲ نفر');
    await expect(row.getByRole('progressbar', { name: `پیشرفت واریز «${title}»` })).toHaveAttribute('value', '50');
    await page.screenshot({ path: test.info().outputPath(`gifts-publishing-${screen.name}.png`) });
    isMidway = false;

    // The next poll, two seconds on, brings the finished gift.
    await expect(row).toContainText('منتشرشده');
    await expect(row.getByRole('progressbar')).toHaveCount(0);
    if (screen.name === 'desktop') await expect(row).toContainText(/۲ نفر، ۲[,٬]۰۰۰ تومان/);
    await page.screenshot({ path: test.info().outputPath(`gifts-published-${screen.name}.png`) });
  });
}
