import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/admins';
import { signInAsUserByAdmin } from './support/impersonation';
import { createVerifiedUser } from './support/users';

test('“log in as” on the user’s page opens the user’s dashboard in a new tab with the banner naming the user', async ({ page, context, request, baseURL }) => {
  const user = await createVerifiedUser(request);
  const profile = await request.get('/api/v1/user/profile', { headers: { Authorization: `Bearer ${user.token}` } });
  const { data } = (await profile.json()) as { data: { user: { id: number; name: string } } };
  await signInAsAdmin(context, request, baseURL!);
  await page.goto(`/admin/users/${data.user.id}`);

  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: `ورود به جای کاربر ${data.user.name}` }).click()]);
  await expect(tab).toHaveURL(/\/p\/dashboard$/);
  const banner = tab.getByRole('complementary', { name: 'ورود مدیر به جای کاربر' });
  await expect(banner).toContainText(data.user.name);
});

test('an admin signed in as a user sees a banner naming the user on every page of the user area', async ({ page, context, request, baseURL }) => {
  const { user } = await signInAsUserByAdmin(context, request, baseURL!);
  await page.goto('/p/dashboard');
  const banner = page.getByRole('complementary', { name: 'ورود مدیر به جای کاربر' });
  await expect(banner).toContainText('در حال مشاهده به جای');
  await expect(banner).toContainText(user.name);
  await page.goto('/p/profile');
  await expect(banner).toBeVisible();
});

test('the user’s own session shows no banner', async ({ page, context, request, baseURL }) => {
  const { user } = await signInAsUserByAdmin(context, request, baseURL!);
  await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);
  await page.goto('/p/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'ورود مدیر به جای کاربر' })).toHaveCount(0);
});

test('the way back ends the signed-in-as session and returns to the user in the panel, the admin still signed in', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { user, userToken, adminToken } = await signInAsUserByAdmin(context, request, baseURL!);
  await page.goto('/p/dashboard');
  await page.getByRole('button', { name: 'بازگشت به پنل مدیریت' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${user.id}$`));

  const ended = await request.get('/api/v1/user/profile', { headers: { Authorization: `Bearer ${userToken}` } });
  expect(ended.status()).toBe(401);
  const own = await request.get('/api/v1/user/profile', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(own.status()).toBe(200);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'user_token')).toBeUndefined();
  expect(cookies.find((cookie) => cookie.name === 'admin_token')?.value).toBe(adminToken);
});

test('every page of the user area shows the banner and its way back while an admin is signed in as the user', async ({ page, context, request, baseURL }) => {
  const { userToken } = await signInAsUserByAdmin(context, request, baseURL!);
  const created = await request.post('/api/v1/user/support/create', {
    headers: { authorization: `Bearer ${userToken}` },
    multipart: { unit_id: '1', subject: 'تیکت آزمون', text: 'متن تیکت' },
  });
  const { data } = (await created.json()) as { data: { ticket: { id: number } } };
  for (const path of ['/p/dashboard', '/p/wallet', '/p/videos', '/p/support', `/p/support/${data.ticket.id}`, '/p/profile', '/p/change-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'ورود مدیر به جای کاربر' }), path).toBeVisible();
    await expect(page.getByRole('button', { name: 'بازگشت به پنل مدیریت' }), path).toBeVisible();
  }
});

test('the change-password form says why it is closed and takes no typing while signed in as the user', async ({ page, context, request, baseURL }) => {
  await signInAsUserByAdmin(context, request, baseURL!);
  await page.goto('/p/change-password');
  await expect(page.getByText('در حالت ورود مدیر به جای کاربر، رمز عبور را نمی‌توان تغییر داد.')).toBeVisible();
  await expect(page.getByLabel('رمز عبور فعلی')).toBeDisabled();
  await expect(page.getByLabel('رمز عبور تازه')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'ذخیره' })).toBeDisabled();
});
