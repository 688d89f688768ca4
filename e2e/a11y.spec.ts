import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { signInAsUserByAdmin } from './support/impersonation';
import { createVerifiedUser, uniqueMobile } from './support/users';
import { signedInMobile, uploadVideo } from './support/videos';

/** `impersonated`: the user area in a session an admin opened as the user (its banner). */
type Area = 'public' | 'user' | 'admin' | 'impersonated';

interface Screen {
  name: string;
  area: Area;
  /** A path, or how to reach one (the verification screen needs a pending registration). */
  path: string | ((page: Page) => Promise<string>);
}

const SCREENS: Screen[] = [
  { name: 'sign-in', area: 'public', path: '/login' },
  { name: 'register', area: 'public', path: '/register' },
  { name: 'forgot password', area: 'public', path: '/forget-password' },
  {
    name: 'verify',
    area: 'public',
    path: async (page) => {
      const response = await page.request.post('/api/v1/auth/register', {
        data: { name: 'کاربر دسترس‌پذیری', mobile: uniqueMobile(), password: 'a-long-passphrase' },
      });
      const { data } = (await response.json()) as { data: { verification_code: string } };
      return `/verify/${data.verification_code}`;
    },
  },
  { name: 'not found', area: 'public', path: '/no-such-page' },
  { name: 'user dashboard', area: 'user', path: '/p/dashboard' },
  { name: 'user profile', area: 'user', path: '/p/profile' },
  { name: 'user change password', area: 'user', path: '/p/change-password' },
  { name: 'user dashboard signed in as by an admin', area: 'impersonated', path: '/p/dashboard' },
  { name: 'user change password signed in as by an admin', area: 'impersonated', path: '/p/change-password' },
  { name: 'user wallet', area: 'user', path: '/p/wallet' },
  {
    name: 'sandbox gateway',
    area: 'public',
    path: async (page) => {
      const user = await createVerifiedUser(page.request);
      const response = await page.request.post('/api/v1/user/payments', { data: { amount: 120_000 }, headers: { authorization: `Bearer ${user.token}` } });
      return ((await response.json()) as { data: { gateway_url: string } }).data.gateway_url;
    },
  },
  { name: 'admin sign-in', area: 'public', path: '/admin/login' },
  { name: 'admin dashboard', area: 'admin', path: '/admin' },
  { name: 'admins', area: 'admin', path: '/admin/admins' },
  { name: 'audit log', area: 'admin', path: '/admin/audit' },
  { name: 'users', area: 'admin', path: '/admin/users' },
  {
    name: 'user page',
    area: 'admin',
    path: async (page) => {
      const user = await createVerifiedUser(page.request);
      const token = await adminToken(page.request);
      const headers = { authorization: `Bearer ${token}` };
      const found = await page.request.get(`/api/v1/admin/users/list?search=${user.mobile}`, { headers });
      const { data } = (await found.json()) as { data: { items: { id: number }[] } };
      const id = data.items[0]!.id;
      await page.request.post(`/api/v1/admin/users/${id}/adjust_balance`, { headers, data: { amount: 120_000, reason: 'دسترس‌پذیری' } });
      return `/admin/users/${id}`;
    },
  },
  { name: 'gifts', area: 'admin', path: '/admin/gifts' },
  { name: 'payments', area: 'admin', path: '/admin/payments' },
  {
    name: 'videos',
    area: 'admin',
    path: async (page) => {
      const title = `جلسه دسترس‌پذیری ${Date.now()}`;
      await uploadVideo(page.request, { title, owner: (await createVerifiedUser(page.request)).mobile });
      await uploadVideo(page.request, { title: `${title} بی‌مالک` });
      return '/admin/videos';
    },
  },
  {
    name: 'user videos',
    area: 'user',
    path: async (page) => {
      await uploadVideo(page.request, { title: 'جلسه دسترس‌پذیری کاربر', owner: await signedInMobile(page) });
      return '/p/videos';
    },
  },
  { name: 'admin profile', area: 'admin', path: '/admin/profile' },
  { name: 'admin change password', area: 'admin', path: '/admin/change-password' },
  { name: 'backups', area: 'admin', path: '/admin/backups' },
  { name: 'user support', area: 'user', path: '/p/support' },
  {
    name: 'user ticket',
    area: 'user',
    path: async (page) => {
      const token = (await page.context().cookies()).find((cookie) => cookie.name === 'user_token')!.value;
      return `/p/support/${await answeredTicket(page, token)}`;
    },
  },
  { name: 'support tickets', area: 'admin', path: '/admin/support' },
  {
    name: 'support ticket',
    area: 'admin',
    path: async (page) => `/admin/support/${await answeredTicket(page, (await createVerifiedUser(page.request)).token)}`,
  },
  { name: 'contact us', area: 'public', path: '/contact-us' },
  { name: 'contact messages', area: 'admin', path: '/admin/contact-us' },
  { name: 'views', area: 'admin', path: '/admin/views' },
];

/** A ticket with an attachment that an admin has answered: every part of a thread on screen. */
async function answeredTicket(page: Page, userToken: string): Promise<number> {
  const created = await page.request.post('/api/v1/user/support/create', {
    headers: { authorization: `Bearer ${userToken}` },
    multipart: {
      unit_id: '1',
      subject: 'دسترس‌پذیری',
      text: 'متن تیکت',
      attachment: { name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('یادداشت') },
    },
  });
  const { data } = (await created.json()) as { data: { ticket: { id: number } } };
  const adminHeaders = { authorization: `Bearer ${await adminToken(page.request)}` };
  await page.request.post(`/api/v1/admin/support/message/${data.ticket.id}/create`, { headers: adminHeaders, multipart: { text: 'پاسخ مدیر' } });
  return data.ticket.id;
}

const MODES = [
  { name: 'fa light', language: 'fa', theme: 'light', width: 1280 },
  { name: 'en dark', language: 'en', theme: 'dark', width: 1280 },
  { name: 'fa light 390px', language: 'fa', theme: 'light', width: 390 },
] as const;

async function signIn(area: Area, context: BrowserContext, page: Page, baseURL: string) {
  if (area === 'user') {
    const user = await createVerifiedUser(page.request);
    await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL }]);
  }
  if (area === 'admin') await signInAsAdmin(context, page.request, baseURL);
  if (area === 'impersonated') await signInAsUserByAdmin(context, page.request, baseURL);
}

// One test per screen, reached and signed into once, then checked in each mode: the set-up (a user,
// a ticket, a video) is most of a test's time, and the modes need nothing of their own but the settings
// cookie and the width.
for (const screen of SCREENS) {
  test(`the ${screen.name} screen has no serious or critical accessibility violation in ${MODES.map((mode) => mode.name).join(', ')}`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await signIn(screen.area, context, page, baseURL!);
    const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
    const foundByMode: Record<string, { rule: string; impact: string | null | undefined; target: string; summary: string }[]> = {};
    for (const mode of MODES) {
      await context.addCookies([
        { name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: mode.theme, language: mode.language })), url: baseURL! },
      ]);
      await page.setViewportSize({ width: mode.width, height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', mode.language);
      await page.waitForLoadState('networkidle');

      const { violations } = await new AxeBuilder({ page }).analyze();
      foundByMode[mode.name] = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .flatMap((violation) =>
          violation.nodes.map((node) => ({ rule: violation.id, impact: violation.impact, target: node.target.join(' '), summary: node.failureSummary ?? '' })),
        );
    }
    expect(foundByMode).toEqual(Object.fromEntries(MODES.map((mode) => [mode.name, []])));
  });
}

/** Rules axe leaves out by default or rates below serious, which the review found on these screens. */
async function violationsOf(page: Page, rules: string[]) {
  const { violations } = await new AxeBuilder({ page }).withRules(rules).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

test('the user area’s dashboard, wallet and support name each of their landmarks once', async ({ page, context, baseURL }) => {
  await signIn('user', context, page, baseURL!);
  for (const language of ['fa', 'en']) {
    await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: 'light', language })), url: baseURL! }]);
    for (const path of ['/p/dashboard', '/p/wallet', '/p/support']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await violationsOf(page, ['landmark-unique']), `${path} in ${language}`).toEqual([]);
    }
  }
});

test('in both languages the log-in-as button’s name holds the words it shows', async ({ page, context, baseURL }) => {
  const { path } = SCREENS.find((screen) => screen.name === 'user page')!;
  await signIn('admin', context, page, baseURL!);
  const userPage = typeof path === 'string' ? path : await path(page);
  for (const language of ['fa', 'en']) {
    await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: 'light', language })), url: baseURL! }]);
    await page.goto(userPage);
    await expect(page.getByRole('button', { name: language === 'en' ? /^Log in as/ : /^ورود به جای/ })).toBeVisible();
    expect(await violationsOf(page, ['label-content-name-mismatch']), language).toEqual([]);
  }
});

/** What appears after a click (a dialog, a drawer, a form's errors): serious or critical violations inside `selector`, each with its element and why. */
async function seriousViolationsIn(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`));
}

/** Runs `check` once in fa light and once in en dark (the two themes and both directions), by mode. */
async function inFaLightAndEnDark(context: BrowserContext, baseURL: string, check: () => Promise<string[]>): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const mode of MODES.slice(0, 2)) {
    await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: mode.theme, language: mode.language })), url: baseURL }]);
    found[mode.name] = await check();
  }
  return found;
}

test('the delete-user confirmation, with its red button, has no serious or critical accessibility violation in fa light and en dark', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await createVerifiedUser(request);
  await signInAsAdmin(context, request, baseURL!);
  const found = await inFaLightAndEnDark(context, baseURL!, async () => {
    await page.goto(`/admin/users?search=${user.mobile}`);
    await page.getByRole('button', { name: new RegExp(`^(حذف|Delete) ${user.name}`) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    return seriousViolationsIn(page, '.ant-modal');
  });
  expect(found).toEqual({ 'fa light': [], 'en dark': [] });
});

test('the new-gift form showing its errors has no serious or critical accessibility violation in fa light and en dark', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInAsAdmin(context, request, baseURL!);
  const found = await inFaLightAndEnDark(context, baseURL!, async () => {
    await page.goto('/admin/gifts');
    await page.getByRole('button', { name: /^(هدیهٔ تازه|New gift)$/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: /^(ذخیره|Save)$/ }).click();
    await expect(drawer.locator('.ant-form-item-explain-error').first()).toBeVisible();
    // The error text fades in: judged once it has its resting colour.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    return seriousViolationsIn(page, '.ant-drawer');
  });
  expect(found).toEqual({ 'fa light': [], 'en dark': [] });
});

test('the video upload form showing its errors has no serious or critical accessibility violation in fa light and en dark', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInAsAdmin(context, request, baseURL!);
  const found = await inFaLightAndEnDark(context, baseURL!, async () => {
    await page.goto('/admin/videos');
    await page.getByRole('button', { name: /^(بارگذاری ویدیو|Upload a video)$/ }).click();
    const form = page.getByRole('form', { name: /^(بارگذاری ویدیو|Upload a video)$/ });
    await form.getByRole('button', { name: /^(بارگذاری|Upload)$/ }).click();
    await expect(form.locator('#video-title-error')).toBeVisible();
    return seriousViolationsIn(page, 'form');
  });
  expect(found).toEqual({ 'fa light': [], 'en dark': [] });
});
