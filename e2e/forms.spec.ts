import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { toPersianDigits } from '../shared/digits';
import { fillNewAdminDrawer, signInAsAdmin, uniqueUsername } from './support/admins';
import { createVerifiedUser, registerThroughForm, uniqueMobile } from './support/users';

const ENGLISH = encodeURIComponent(JSON.stringify({ theme: 'light', language: 'en' }));

/**
 * Records the POSTs to an API path and holds each back until `letThrough`, so a second click lands
 * while the first request is still in flight, as it does on a slow connection, on a machine of any
 * speed. `letThrough` lets them go and resolves with the first answer: a second request the clicks
 * caused was sent before it, at the click.
 */
async function watchPosts(page: Page, apiPath: string): Promise<{ sent: string[]; letThrough: () => Promise<void> }> {
  const sent: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v1${apiPath}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent.push(route.request().url());
    await held;
    await route.continue();
  });
  return {
    sent,
    async letThrough() {
      const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/v1${apiPath}`);
      release();
      await answered;
    },
  };
}

async function signInAsUser(page: Page, request: Parameters<typeof createVerifiedUser>[0], baseURL: string) {
  const user = await createVerifiedUser(request);
  await page.context().addCookies([{ name: 'user_token', value: user.token, url: baseURL }]);
  return user;
}

async function directionOf(input: Locator): Promise<string> {
  return input.evaluate((element) => getComputedStyle(element).direction);
}

test.describe('one request per submit', () => {
  test('double-clicking save in the new-admin drawer creates the admin with one request and closes the drawer', async ({ page, context, request, baseURL }) => {
    await signInAsAdmin(context, request, baseURL!);
    const posts = await watchPosts(page, '/admin/admin/create');
    const username = uniqueUsername('double');
    await page.goto('/admin/admins');
    const drawer = await fillNewAdminDrawer(page, { name: 'مدیر دوبار', username, password: 'double-passphrase' });
    await drawer.getByRole('button', { name: 'ذخیره' }).dblclick();
    await posts.letThrough();

    await expect(drawer).toBeHidden();
    // Newest first: the new admin is on the first page however many admins other specs made.
    await expect(page.getByRole('cell', { name: username })).toBeVisible();
    expect(posts.sent).toHaveLength(1);
  });

  test('pressing Enter twice on the sign-in form sends one sign-in request', async ({ page }) => {
    const posts = await watchPosts(page, '/auth/login');
    await page.goto('/login');
    await page.getByLabel('شماره موبایل').fill(uniqueMobile());
    const password = page.getByLabel('رمز عبور');
    await password.fill('no-such-account-pass');
    await password.press('Enter');
    await password.press('Enter');
    await posts.letThrough();

    expect(posts.sent).toHaveLength(1);
  });

  test('double-clicking the sign-in button sends one sign-in request', async ({ page }) => {
    const posts = await watchPosts(page, '/auth/login');
    await page.goto('/login');
    await page.getByLabel('شماره موبایل').fill(uniqueMobile());
    await page.getByLabel('رمز عبور').fill('no-such-account-pass');
    await page.getByRole('button', { name: 'ورود' }).dblclick();
    await posts.letThrough();

    expect(posts.sent).toHaveLength(1);
  });

  test('double-clicking register sends one registration', async ({ page }) => {
    const posts = await watchPosts(page, '/auth/register');
    await page.goto('/register');
    await page.getByLabel('نام و نام خانوادگی').fill('نرگس دوبار');
    await page.getByLabel('شماره موبایل').fill(uniqueMobile());
    await page.getByLabel('رمز عبور').fill('my-secret-phrase');
    await page.getByRole('button', { name: 'ثبت‌نام و دریافت کد' }).dblclick();
    await posts.letThrough();

    await expect(page).toHaveURL(/\/verify\//);
    expect(posts.sent).toHaveLength(1);
  });

  test('double-clicking send on the forgotten-password form sends one request', async ({ page, request }) => {
    const user = await createVerifiedUser(request);
    const posts = await watchPosts(page, '/auth/forget/password');
    await page.goto('/forget-password');
    await page.getByLabel('شماره موبایل').fill(user.mobile);
    await page.getByRole('button', { name: 'ارسال کد' }).dblclick();
    await posts.letThrough();

    await expect(page).toHaveURL(/\/verify\//);
    expect(posts.sent).toHaveLength(1);
  });

  test('pressing Enter twice on the verification code sends one check', async ({ page }) => {
    await registerThroughForm(page, 'کد دوبار');

    const posts = await watchPosts(page, '/auth/verify');
    const code = page.getByLabel('کد تأیید');
    await code.fill('000000');
    await code.press('Enter');
    await code.press('Enter');
    await posts.letThrough();

    expect(posts.sent).toHaveLength(1);
  });

  test('double-clicking save on the profile sends one request', async ({ page, request, baseURL }) => {
    await signInAsUser(page, request, baseURL!);
    const posts = await watchPosts(page, '/user/change/profile');
    await page.goto('/p/profile');
    await page.getByLabel('نام و نام خانوادگی').fill('نام تازه دوبار');
    await page.getByRole('button', { name: 'ذخیره' }).dblclick();
    await posts.letThrough();

    expect(posts.sent).toHaveLength(1);
  });

  test('double-clicking save on the change-password form sends one request', async ({ page, request, baseURL }) => {
    await signInAsUser(page, request, baseURL!);
    const posts = await watchPosts(page, '/user/change/password');
    await page.goto('/p/change-password');
    await page.getByLabel('رمز عبور فعلی').fill('not-the-current-one');
    await page.getByLabel('رمز عبور تازه').fill('another-passphrase');
    await page.getByRole('button', { name: 'ذخیره' }).dblclick();
    await posts.letThrough();

    expect(posts.sent).toHaveLength(1);
  });

  test('pressing Enter twice on the admin sign-in sends one sign-in request', async ({ page }) => {
    const posts = await watchPosts(page, '/admin/auth/login');
    await page.goto('/admin/login');
    await page.getByLabel('نام کاربری').fill('nobody-here');
    const password = page.getByLabel('رمز عبور');
    await password.fill('not-a-password');
    await password.press('Enter');
    await password.press('Enter');
    await posts.letThrough();

    expect(posts.sent).toHaveLength(1);
  });

  test('double-clicking save on the admin profile sends one request', async ({ page, context, request, baseURL }) => {
    await signInAsAdmin(context, request, baseURL!);
    const posts = await watchPosts(page, '/admin/change_profile');
    await page.goto('/admin/profile');
    await page.getByRole('button', { name: 'ذخیره' }).dblclick();
    await posts.letThrough();

    expect(posts.sent).toHaveLength(1);
  });

  test('double-clicking save on the admin change-password form sends one request', async ({ page, context, request, baseURL }) => {
    await signInAsAdmin(context, request, baseURL!);
    const posts = await watchPosts(page, '/admin/change_password');
    await page.goto('/admin/change-password');
    await page.getByLabel('رمز عبور فعلی').fill('not-the-current-one');
    await page.getByLabel('رمز عبور تازه').fill('another-passphrase');
    await page.getByRole('button', { name: 'ذخیره' }).dblclick();
    await posts.letThrough();

    expect(posts.sent).toHaveLength(1);
  });
});

test.describe('left-to-right fields in the Persian page', () => {
  test('mobile, email and password read left to right on the registration form', async ({ page }) => {
    await page.goto('/register');
    for (const label of ['شماره موبایل', 'ایمیل (اختیاری)', 'رمز عبور']) {
      expect(await directionOf(page.getByLabel(label)), label).toBe('ltr');
    }
    expect(await directionOf(page.getByLabel('نام و نام خانوادگی'))).toBe('rtl');
  });

  test('username and password read left to right on the admin sign-in', async ({ page }) => {
    await page.goto('/admin/login');
    expect(await directionOf(page.getByLabel('نام کاربری'))).toBe('ltr');
    expect(await directionOf(page.getByLabel('رمز عبور'))).toBe('ltr');
  });

  test('username and password read left to right in the new-admin drawer', async ({ page, context, request, baseURL }) => {
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin/admins');
    await page.getByRole('button', { name: 'مدیر تازه' }).click();
    const drawer = page.getByRole('dialog');
    expect(await directionOf(drawer.getByLabel('نام کاربری'))).toBe('ltr');
    expect(await directionOf(drawer.getByLabel('رمز عبور'))).toBe('ltr');
  });
});

test.describe('the user area', () => {
  test('the profile and change-password pages each have a main heading', async ({ page, request, baseURL }) => {
    await signInAsUser(page, request, baseURL!);
    await page.goto('/p/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'حساب کاربری' })).toBeVisible();
    await page.goto('/p/change-password');
    await expect(page.getByRole('heading', { level: 1, name: 'تغییر رمز عبور' })).toBeVisible();
  });

  test('after saving, the profile shows what was saved: the name trimmed, the email in lower case, as a reload does', async ({ page, request, baseURL }) => {
    await signInAsUser(page, request, baseURL!);
    await page.goto('/p/profile');
    await page.getByLabel('نام و نام خانوادگی').fill('  نام ذخیره‌شده  ');
    await page.getByLabel('ایمیل (اختیاری)').fill('Saved.Name@Example.COM');
    const saved = page.waitForResponse((response) => response.url().endsWith('/user/change/profile') && response.ok());
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await saved;
    await expect(page.getByLabel('نام و نام خانوادگی')).toHaveValue('نام ذخیره‌شده');
    await expect(page.getByLabel('ایمیل (اختیاری)')).toHaveValue('saved.name@example.com');
    await page.reload();
    await expect(page.getByLabel('نام و نام خانوادگی')).toHaveValue('نام ذخیره‌شده');
    await expect(page.getByLabel('ایمیل (اختیاری)')).toHaveValue('saved.name@example.com');
  });

  test('the profile shows the mobile left to right in Persian digits', async ({ page, request, baseURL }) => {
    const user = await signInAsUser(page, request, baseURL!);
    await page.goto('/p/profile');
    const mobile = page.getByLabel('شماره موبایل');
    await expect(mobile).toHaveValue(toPersianDigits(user.mobile));
    expect(await directionOf(mobile)).toBe('ltr');
  });

  test('in English the profile shows the mobile in Latin digits and the join date in the Gregorian calendar', async ({ page, request, baseURL }) => {
    const user = await signInAsUser(page, request, baseURL!);
    await page.context().addCookies([{ name: 'settings', value: ENGLISH, url: baseURL! }]);
    await page.goto('/p/profile');
    await expect(page.getByLabel('Mobile number')).toHaveValue(user.mobile);
    await expect(page.getByText(String(new Date().getFullYear()))).toBeVisible();
  });

  test('a name of one letter is refused with its length in Persian digits', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('نام و نام خانوادگی').fill('م');
    await page.getByLabel('نام و نام خانوادگی').blur();
    const explain = page.locator('#name_help');
    await expect(explain).toContainText('۲');
    await expect(explain).not.toContainText(/[0-9]/);
  });

  test('the sign-out arrow points out of the page, leftwards in Persian', async ({ page, request, baseURL }) => {
    await signInAsUser(page, request, baseURL!);
    await page.goto('/p/dashboard');
    const icon = page.getByRole('button', { name: 'خروج' }).locator('[aria-hidden="true"]');
    expect(await icon.evaluate((element) => getComputedStyle(element).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  });

  test("each link of the user area's menu shows its own outline icon, a square of the text's size", async ({ page, request, baseURL }) => {
    await signInAsUser(page, request, baseURL!);
    await page.goto('/p/dashboard');
    const icons = await page
      .getByRole('navigation', { name: 'پرتال' })
      .getByRole('link')
      .locator('[aria-hidden="true"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => {
          const style = getComputedStyle(node);
          const box = node.getBoundingClientRect();
          return { mask: style.maskImage || style.webkitMaskImage, isSquare: box.width > 0 && box.width === box.height };
        }),
      );
    expect(icons).toHaveLength(6);
    for (const { mask, isSquare } of icons) {
      expect(mask).toContain('data:image/svg+xml');
      expect(isSquare).toBe(true);
    }
    expect(new Set(icons.map(({ mask }) => mask)).size).toBe(6);
  });

  test('the sign-out arrow is not mirrored in English', async ({ page, request, baseURL }) => {
    await signInAsUser(page, request, baseURL!);
    await page.context().addCookies([{ name: 'settings', value: ENGLISH, url: baseURL! }]);
    await page.goto('/p/dashboard');
    const icon = page.getByRole('button', { name: 'Sign out' }).locator('[aria-hidden="true"]');
    expect(await icon.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
  });

  test('every API call from an English page asks for English', async ({ page, request, baseURL }) => {
    await signInAsUser(page, request, baseURL!);
    await page.context().addCookies([{ name: 'settings', value: ENGLISH, url: baseURL! }]);
    const languages: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/v1/')) languages.push(sent.headers()['accept-language'] ?? '');
    });
    await page.goto('/p/profile');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(['en']));
  });
});
