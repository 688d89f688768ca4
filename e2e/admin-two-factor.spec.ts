import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { toPersianDigits } from '../shared/digits';
import { adminToken, uniqueUsername } from './support/admins';
import { expect, test } from './support/fixtures';

// Every spec signs in as the seeded super admin `admin`; this one gives a second factor only to admins
// of its own, and never turns on the requirement for every admin, so the others keep signing in with a password.

const PASSWORD = 'Kooh-Sabalan-4821';
const STEP_MS = 30_000;

async function createAdmin(request: APIRequestContext): Promise<{ username: string; token: string }> {
  const username = uniqueUsername('tfa');
  const response = await request.post('/api/v1/admin/admin/create', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: { name: 'مدیر دومرحله‌ای', username, password: PASSWORD, 'permissions[]': 'users.view' },
  });
  expect(response.status()).toBe(201);
  return { username, token: await adminToken(request, { username, password: PASSWORD }) };
}

/** The code the app shows now for the key the setup page shows as text (in groups of four). */
const codeFor = (shownKey: string, at = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(shownKey.replace(/\s/g, '')), timestamp: at });

/** Counts the calls to one API path, so a test can say each submit sent exactly one. */
function countCalls(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/v1${path}`) count += 1;
  });
  return () => count;
}

/**
 * Waits for what is fading in (a toast, a dialog) to be drawn in its final colours: judged mid-animation
 * its text is paler than it ends up, and axe reports a contrast its resting state does not have.
 * Endless and paused animations (a spinner, a toast's paused countdown) are not waited for, nor anything past a second.
 */
async function finishedAnimations(page: Page) {
  await page.evaluate(() => {
    const entering = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(entering), new Promise((resolve) => setTimeout(resolve, 1_000))]);
  });
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

const useSettings = (context: BrowserContext, baseURL: string, settings: { theme: string; language: string }) =>
  context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify(settings)), url: baseURL }]);

test('an admin sets up two-step sign-in from the profile, signs out, and signs in again with a code from the app', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { username } = await createAdmin(page.request);

  await page.goto('/admin/login');
  await page.getByLabel('نام کاربری').fill(username);
  await page.getByLabel('رمز عبور').fill(PASSWORD);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/profile');
  const setupCalls = countCalls(page, '/admin/two_factor/setup');
  await page.getByRole('button', { name: 'فعال‌سازی ورود دومرحله‌ای' }).click();
  await expect(page.getByRole('img', { name: 'کد QR برای افزودن این حساب به برنامه احراز هویت' })).toBeVisible();
  const shownKey = (await page.getByTestId('two-factor-secret').textContent())!;
  expect(shownKey.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  expect(setupCalls()).toBe(1);

  // Typed in Persian digits, as a Persian keyboard gives them. The code the app showed a moment ago
  // (the server allows one step of drift), so the one it shows at sign-in is of a newer step, as a
  // second use needs, without half a minute's wait for the next; a step about to end is let go by.
  const confirmCalls = countCalls(page, '/admin/two_factor/confirm');
  const untilNextStep = STEP_MS - (Date.now() % STEP_MS);
  if (untilNextStep < 10_000) await page.waitForTimeout(untilNextStep + 100);
  await page.getByRole('textbox', { name: 'کد شش‌رقمی' }).fill(toPersianDigits(codeFor(shownKey, Date.now() - STEP_MS)));
  await page.getByRole('button', { name: 'تأیید و فعال‌سازی' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  expect(confirmCalls()).toBe(1);
  await page.getByRole('button', { name: 'کدها را ذخیره کردم' }).click();
  await expect(page.getByText('ورود دومرحله‌ای فعال است. ۱۰ کد بازیابی استفاده‌نشده دارید.')).toBeVisible();

  await page.getByRole('button', { name: 'خروج' }).first().click();
  await expect(page).toHaveURL(/\/admin\/login/);

  await page.getByLabel('نام کاربری').fill(username);
  await page.getByLabel('رمز عبور').fill(PASSWORD);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  const codeField = page.getByLabel('کد شش‌رقمی');
  await expect(codeField).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const codeCalls = countCalls(page, '/admin/auth/login/code');
  await codeField.fill(codeFor(shownKey));
  await page.getByRole('button', { name: 'تأیید و ورود' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(codeCalls()).toBe(1);
  expect((await context.cookies()).some((cookie) => cookie.name === 'admin_token')).toBe(true);
});

test('a recovery code signs an admin in when the phone is away', async ({ page }) => {
  const { username, token } = await createAdmin(page.request);
  const headers = { authorization: `Bearer ${token}` };
  const started = (await (await page.request.post('/api/v1/admin/two_factor/setup', { headers })).json()) as { data: { secret: string } };
  const confirmed = await page.request.post('/api/v1/admin/two_factor/confirm', { headers, data: { code: codeFor(started.data.secret) } });
  const recoveryCode = ((await confirmed.json()) as { data: { recovery_codes: string[] } }).data.recovery_codes[0]!;

  await page.goto('/admin/login');
  await page.getByLabel('نام کاربری').fill(username);
  await page.getByLabel('رمز عبور').fill(PASSWORD);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.getByRole('button', { name: 'به تلفنم دسترسی ندارم؛ کد بازیابی' }).click();
  await page.getByLabel('کد بازیابی').fill(recoveryCode);
  await page.getByRole('button', { name: 'تأیید و ورود' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

// Every pair of settings drawn together once (each language in each theme and at each width, each
// theme at each width), as the admin videos list is checked: the eight screens take ~40 s a mode.
const MODES = [
  { name: 'fa-light-desktop', language: 'fa', theme: 'light', width: 1280 },
  { name: 'fa-dark-390', language: 'fa', theme: 'dark', width: 390 },
  { name: 'en-light-390', language: 'en', theme: 'light', width: 390 },
  { name: 'en-dark-desktop', language: 'en', theme: 'dark', width: 1280 },
] as const;

for (const mode of MODES) {
  test(`the two-step screens in ${mode.name}: drawn whole and without a serious accessibility violation`, async ({ page, context, baseURL }) => {
    // Eight screenshots, each checked by axe: slow on a busy machine.
    test.setTimeout(180_000);
    const { username, token } = await createAdmin(page.request);
    await useSettings(context, baseURL!, mode);
    await page.setViewportSize({ width: mode.width, height: 900 });
    const shot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      // The pointer rests where the last click was; a button drawn under it afterwards would be judged in its hover colours.
      await page.mouse.move(0, 0);
      await finishedAnimations(page);
      await page.screenshot({ path: test.info().outputPath(`${name}-${mode.name}.png`), fullPage: true });
      expect(await seriousViolations(page), name).toEqual([]);
    };

    await context.addCookies([{ name: 'admin_token', value: token, url: baseURL! }]);
    await page.goto('/admin/profile');
    await shot('profile-off');
    await page.getByRole('button', { name: mode.language === 'fa' ? 'فعال‌سازی ورود دومرحله‌ای' : 'Set up two-step sign-in' }).click();
    const shownKey = (await page.getByTestId('two-factor-secret').textContent())!;
    await shot('profile-setup');
    await page.getByRole('textbox', { name: mode.language === 'fa' ? 'کد شش‌رقمی' : 'Six-digit code' }).fill(codeFor(shownKey));
    await page.getByRole('button', { name: mode.language === 'fa' ? 'تأیید و فعال‌سازی' : 'Confirm and turn on' }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await shot('profile-recovery-codes');
    await page.getByRole('button', { name: mode.language === 'fa' ? 'کدها را ذخیره کردم' : 'I have saved the codes' }).click();
    await shot('profile-on');
    await page.getByRole('button', { name: mode.language === 'fa' ? 'غیرفعال کردن' : 'Turn off' }).click();
    await shot('profile-disable');

    await context.clearCookies({ name: 'admin_token' });
    await page.goto('/admin/login');
    await page.locator('#username').fill(username);
    await page.locator('#password').fill(PASSWORD);
    await page.locator('button[type=submit]').click();
    await expect(page.locator('#code')).toBeVisible();
    await shot('login-code');

    await context.addCookies([{ name: 'admin_token', value: await adminToken(page.request), url: baseURL! }]);
    await page.goto(`/admin/admins?search=${username}`);
    await expect(page.getByText(username)).toBeVisible();
    await shot('admins');
    const resetLabel = mode.language === 'fa' ? 'بازنشانی ورود دومرحله‌ای' : 'Reset two-step sign-in';
    await page.getByRole('button', { name: `${resetLabel} مدیر دومرحله‌ای` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('admins-reset-dialog');
  });
}
