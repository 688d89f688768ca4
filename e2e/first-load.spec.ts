import type { APIRequestContext, BrowserContext, Page, Response } from '@playwright/test';
import { signInAsAdmin } from './support/admins';
import { signInAsUserByAdmin } from './support/impersonation';
import { createVerifiedUser, submitSignIn } from './support/users';
import { expect, test } from './support/fixtures';

interface Script {
  url: string;
  body: string;
}

/** The scripts a page downloads until the network is idle. */
async function downloadedScripts(page: Page, path: string): Promise<Script[]> {
  const scripts: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts);
}

/** The bodies of the scripts a page downloads until the network is idle. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  return (await downloadedScripts(page, path)).map((script) => script.body);
}

test('the scripts a page starts with ask the browser to compile them while they download', async ({ page }) => {
  const chunks = (await downloadedScripts(page, '/login')).filter((script) => new URL(script.url).pathname.startsWith('/_next/static/chunks/'));
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.filter((chunk) => !chunk.body.startsWith('//# allFunctionsCalledOnLoad\n')).map((chunk) => chunk.url)).toEqual([]);
});

test('a page’s content is a Suspense boundary of its own, written in place even past React’s 12,800 bytes', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  // /admin/users is past React's 12,800 bytes, over which a boundary would come after the page with an inline script.
  for (const path of ['/login', '/admin/users']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('<div id="__next"><!--$-->');
    expect(html, path).not.toContain('<template');
  }
});

test('the sign-in page starts without the toast library', async ({ page }) => {
  const scripts = await scriptsOf(page, '/login');
  expect(scripts.filter((body) => body.includes('Toastify__'))).toEqual([]);
});

test('the sign-in page starts without react-query', async ({ page }) => {
  const scripts = await scriptsOf(page, '/login');
  expect(scripts.filter((body) => body.includes('No QueryClient set'))).toEqual([]);
});

test('a signed-in page downloads react-query once', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  const scripts = await scriptsOf(page, '/admin/admins');
  expect(scripts.filter((body) => body.includes('No QueryClient set'))).toHaveLength(1);
});

test('a Persian sign-in page brings no English and no admin-panel strings', async ({ page }) => {
  const scripts = await scriptsOf(page, '/login');
  const html = await page.locator('#__NEXT_DATA__').textContent();
  for (const text of [...scripts, html ?? '']) {
    expect(text).not.toContain('No account yet?');
    expect(text).not.toContain('گزارش رویدادها');
  }
  await expect(page.getByText('حساب کاربری ندارید؟')).toBeVisible();
});

test('a refused sign-in still shows its message once, in a toast styled under the policy', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('شماره موبایل').fill('09120000000');
  await page.getByLabel('رمز عبور').fill('not-the-password');
  await page.getByRole('button', { name: 'ورود' }).click();
  await expect(page.locator('.Toastify__toast')).toHaveCount(1);
  await expect(page.locator('.Toastify__toast')).toBeVisible();
});

/** A class nprogress puts on the bar's parent; no code of ours names it. */
const PROGRESS_BAR_MARKER = 'nprogress-custom-parent';

test('the sign-in page starts without the loading bar, which still shows on the way to the next page', async ({ page }) => {
  const scripts = await downloadedScripts(page, '/login');
  expect(scripts.filter(({ body }) => body.includes(PROGRESS_BAR_MARKER)).map(({ url }) => url)).toEqual([]);

  // Hold the next page's data back so the bar stays on screen long enough to see.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/data/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'ثبت‌نام کنید' }).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

/** A route of another area (the admin's users list) and axios's error class: the route table and the HTTP client. */
const CALL_MACHINERY_MARKERS = ['/admin/users/list', 'AxiosError'];

for (const path of ['/login', '/register', '/admin/login']) {
  test(`${path} starts without the route table and the HTTP client, which come with its first submit`, async ({ page }) => {
    const scripts = await downloadedScripts(page, path);
    expect(scripts.filter(({ body }) => CALL_MACHINERY_MARKERS.some((marker) => body.includes(marker))).map(({ url }) => url)).toEqual([]);
  });
}

/** next/link watches each link with an IntersectionObserver to prefetch it in view. */
const NEXT_LINK_MARKER = 'IntersectionObserver';
/** …and js-cookie names its API so. */
const LINK_AND_COOKIE_MARKERS = [NEXT_LINK_MARKER, 'withConverter'];

for (const path of ['/login', '/register', '/admin/login']) {
  test(`${path} starts without next/link and the cookie library`, async ({ page }) => {
    const scripts = await downloadedScripts(page, path);
    expect(scripts.filter(({ body }) => LINK_AND_COOKIE_MARKERS.some((marker) => body.includes(marker))).map(({ url }) => url)).toEqual([]);
  });
}

// Where every page has a menu: next/link also cost the server ~6% of an admin page's render.
for (const [path, signIn] of [
  ['/admin/admins', signInAsAdmin],
  ['/p/dashboard', signInAsUserByAdmin],
] as const) {
  test(`${path} starts without next/link, its menu's links fetching a page's code only when reached`, async ({ page, context, request, baseURL }) => {
    await signIn(context, request, baseURL!);
    const scripts = await downloadedScripts(page, path);
    expect(scripts.filter(({ body }) => body.includes(NEXT_LINK_MARKER)).map(({ url }) => url)).toEqual([]);
  });
}

test('a sign-in page link still moves in the page, and a modified click is left to the browser', async ({ page, context }) => {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'رمز عبور را فراموش کرده‌اید؟' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'بازگشت' }).click({ modifiers: ['Control'] });
  await expect(await opened).toHaveURL(/\/login$/);
  await expect(page).toHaveURL(/\/forget-password$/);
});

test('signing in keeps the token and the sidebar, whose cookie code comes with the call', async ({ page, request, context }) => {
  const user = await createVerifiedUser(request);
  await page.goto('/login');
  await submitSignIn(page, user);
  await expect(page).toHaveURL(/\/p\/dashboard$/);
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies.user_token).toBeTruthy();
  expect(JSON.parse(decodeURIComponent(cookies.sidebar ?? '{}'))).toEqual({ defaultSelectedKeys: ['dashboard'], openKeys: [] });
});

/** Names zod gives its schema and error classes, which survive minification as strings. */
const ZOD_MARKERS = ['$ZodType', '$ZodError'];

for (const path of ['/login', '/register', '/contact-us']) {
  test(`${path} starts without zod (its calls' schemas stay on the server)`, async ({ page }) => {
    const scripts = await downloadedScripts(page, path);
    expect(scripts.filter(({ body }) => ZOD_MARKERS.some((marker) => body.includes(marker))).map(({ url }) => url)).toEqual([]);
  });
}

/**
 * Strings every antd component and its style runtime carry, and no code of ours does. Not
 * '@ant-design': the icons, which the plain pages use too, carry it without bringing antd.
 */
const ANTD_MARKERS = ['getPrefixCls', 'antCls'];

for (const path of ['/login', '/register', '/forget-password', '/admin/login', '/no-such-page', '/status']) {
  test(`${path} starts without antd`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    expect(scripts.filter((body) => ANTD_MARKERS.some((marker) => body.includes(marker)))).toEqual([]);
  });
}

test('the user dashboard, the first page after signing in, starts without antd', async ({ page, context, request, baseURL }) => {
  const user = await createVerifiedUser(request);
  await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);
  const scripts = await scriptsOf(page, '/p/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((body) => ANTD_MARKERS.some((marker) => body.includes(marker)))).toEqual([]);
});

/** The key @ant-design/icons' runtime injects its style sheet under; antd's own icons carry it too. */
const ANTD_ICONS_MARKER = '@ant-design-icons';

// The user area and the signed-out pages draw their icons themselves (components/ui/frame-icon.tsx, inline SVGs).
// Signed in as the user by the admin, so the impersonation banner is on the page too.
for (const path of ['/p/dashboard', '/p/wallet', '/p/videos', '/p/support', '/p/profile', '/p/change-password']) {
  test(`${path} starts without @ant-design/icons, the impersonation banner shown`, async ({ page, context, request, baseURL }) => {
    await signInAsUserByAdmin(context, request, baseURL!);
    const scripts = await downloadedScripts(page, path);
    await expect(page.getByRole('complementary', { name: 'ورود مدیر به جای کاربر' })).toBeVisible();
    expect(scripts.filter(({ body }) => body.includes(ANTD_ICONS_MARKER)).map(({ url }) => url)).toEqual([]);
  });
}

for (const path of ['/login', '/register', '/forget-password', '/contact-us', '/status']) {
  test(`${path} starts without @ant-design/icons`, async ({ page }) => {
    const scripts = await downloadedScripts(page, path);
    expect(scripts.filter(({ body }) => body.includes(ANTD_ICONS_MARKER)).map(({ url }) => url)).toEqual([]);
  });
}

// The panel's frame and list screens draw their icons as masks (components/list/list-icons.tsx, components/ui/frame-icon.tsx):
// antd's icons arrive with the drawers and dialogs that use them.
for (const path of [
  '/admin',
  '/admin/admins',
  '/admin/users',
  '/admin/payments',
  '/admin/support',
  '/admin/videos',
  '/admin/views',
  '/admin/audit',
  '/admin/gifts',
  '/admin/contact-us',
  '/admin/backups',
]) {
  test(`${path} starts without @ant-design/icons`, async ({ page, context, request, baseURL }) => {
    await signInAsAdmin(context, request, baseURL!);
    const scripts = await downloadedScripts(page, path);
    expect(scripts.filter(({ body }) => body.includes(ANTD_ICONS_MARKER)).map(({ url }) => url)).toEqual([]);
  });
}

// The profile and password forms of both areas are the plain kit's, as the sign-in forms (the admin's with its two-step card):
// no antd code and no antd sheet; antd's variables are in the app's own stylesheet.
const signInAsNewUser = async (context: BrowserContext, request: APIRequestContext, baseURL: string) => {
  const user = await createVerifiedUser(request);
  await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL }]);
};
for (const [path, heading, signIn] of [
  ['/p/profile', 'حساب کاربری', signInAsNewUser],
  ['/p/change-password', 'تغییر رمز عبور', signInAsNewUser],
  ['/admin/profile', 'پروفایل', signInAsAdmin],
  ['/admin/change-password', 'تغییر رمز عبور', signInAsAdmin],
] as const) {
  test(`${path} starts without antd and links no antd sheet, drawn with the variables of the app's own`, async ({ page, context, request, baseURL }) => {
    await signIn(context, request, baseURL!);
    const scripts = await downloadedScripts(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(scripts.filter(({ body }) => ANTD_MARKERS.some((marker) => body.includes(marker))).map(({ url }) => url)).toEqual([]);
    const sheets = await page.locator('link[rel="stylesheet"][href^="/antd/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(sheets).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ant-color-primary'))).not.toBe('');
  });
}

test('the admin dashboard starts without antd', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  const scripts = await scriptsOf(page, '/admin');
  await expect(page.getByRole('img', { name: /۳۰ روز گذشته/ }).first()).toBeVisible();
  expect(scripts.filter((body) => ANTD_MARKERS.some((marker) => body.includes(marker)))).toEqual([]);
});

test('the admins list starts without antd', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  const scripts = await scriptsOf(page, '/admin/admins');
  await expect(page.getByRole('table', { name: 'مدیران' })).toBeVisible();
  expect(scripts.filter((body) => ANTD_MARKERS.some((marker) => body.includes(marker)))).toEqual([]);
});

// Keeps the checks above honest: the markers are found where antd is, the admins form the list opens.
test('the admins form brings antd when it first opens', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/admins');
  await page.waitForLoadState('networkidle');
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.getByRole('button', { name: 'مدیر تازه' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Bodies are read once the dialog is drawn, of the scripts that came until then: a body asked for as
  // each script arrived could still be unread when the test ended (with the dialog drawn at once, not
  // zoomed in), and Playwright fails the test for it.
  const scripts = await Promise.all(responses.map((response) => response.text()));
  expect(scripts.some((body) => ANTD_MARKERS.some((marker) => body.includes(marker)))).toBe(true);
});

// The list's render carries no option lists: the form asks for the permissions when it first opens.
test('the admins list renders without the option lists, and the form asks for the permissions when it opens', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/admins');
  const pageData = await page.locator('#__NEXT_DATA__').textContent();
  expect(pageData).not.toContain('audit_actions');
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/admin/filters');
  await page.getByRole('button', { name: 'مدیر تازه' }).click();
  expect((await asked).status()).toBe(200);
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: 'مشاهده کاربران' })).toBeVisible();
});

// Their date filter's calendar (antd's core and picker) comes when a person reaches for it, not with the list.
for (const [path, filter] of [
  ['/admin/users', 'users-date'],
  ['/admin/payments', 'payments-date'],
  ['/admin/views', 'views-date'],
  ['/admin/audit', 'audit-date'],
] as const) {
  test(`${path} starts without antd, its date filter standing in for the calendar`, async ({ page, context, request, baseURL }) => {
    await signInAsAdmin(context, request, baseURL!);
    const scripts = await scriptsOf(page, `${path}?from=2026-03-21&to=2026-11-22`);
    await expect(page.locator(`#${filter}-from`)).toHaveValue('۱۴۰۵/۰۱/۰۱');
    await expect(page.locator(`#${filter}-to`)).toHaveValue('۱۴۰۵/۰۹/۰۱');
    expect(scripts.filter((body) => ANTD_MARKERS.some((marker) => body.includes(marker)))).toEqual([]);
  });
}

test('the date filter brings antd when first opened: one click opens the calendar, in place, and a range is picked', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInAsAdmin(context, request, baseURL!);
  await page.goto('/admin/users?from=2026-03-21');
  await page.waitForLoadState('networkidle');
  const from = page.locator('#users-date-from');
  const field = page.locator('label[for="users-date-from"] + *');
  const before = await field.boundingBox();
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });

  await page.getByLabel('تاریخ ثبت‌نام').click();
  const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await expect(calendar).toBeVisible();
  await expect(from).toBeFocused();
  // The picker took the stand-in's place at its size, with the day it showed.
  await expect(from).toHaveValue('۱۴۰۵/۰۱/۰۱');
  expect(await field.boundingBox()).toEqual(before);
  expect((await Promise.all(bodies)).some((body) => ANTD_MARKERS.some((marker) => body.includes(marker)))).toBe(true);

  // 1 to 5 Farvardin 1405: the first and fifth cells of the month the calendar opened on.
  const listed = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/admin/users/list') && url.searchParams.get('from') === '2026-03-21' && url.searchParams.get('to') === '2026-03-25';
  });
  await calendar.locator('.ant-picker-cell-in-view').filter({ hasText: /^۱$/ }).first().click();
  await calendar.locator('.ant-picker-cell-in-view').filter({ hasText: /^۵$/ }).first().click();
  await listed;
  await expect(page).toHaveURL(/from=2026-03-21/);
  await expect(page).toHaveURL(/to=2026-03-25/);
  await expect(page.locator('#users-date-to')).toHaveValue('۱۴۰۵/۰۱/۰۵');
});
