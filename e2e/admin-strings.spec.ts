import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN_KEY_GROUPS_BY_ROUTE } from '../lib/page-strings';
import { admin } from '../locales/fa/admin';
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/admins';
import { createVerifiedUser } from './support/users';

// Each panel page's HTML brings only some of the admin strings (ADMIN_KEY_GROUPS_BY_ROUTE); the server
// renders with all of them. A screen that shows a key of a group its route leaves out draws it raw in
// the browser, and React reports the text that differs from the server's.

const groups = [...new Set(Object.keys(admin).map((key) => key.slice(0, key.indexOf('.'))))];
/**
 * 'admin:menu.open', or 'menu.open' alone: what t() gives back for a key it does not have. Not an
 * English text with a colon after "admin" ("Super admin: Yes", an audit entry's detail).
 */
const rawKey = new RegExp(`(?:\\badmin:)?\\b(?:${groups.join('|')})\\.[A-Za-z_]+(?:\\.[A-Za-z_]+)*\\b`);
/** React's hydration failures; production builds report them by number (418: text, 423/425: recovered by re-rendering). */
const hydrationError = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

async function useLanguage(context: BrowserContext, baseURL: string, language: 'fa' | 'en') {
  await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: 'light', language })), url: baseURL }]);
}

/** Errors the page reports while it loads and hydrates. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every text the visitor reads or hears: the page's text, and the labels, placeholders and titles of its elements. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

async function expectEveryStringShown(page: Page, errors: string[], where: string) {
  // Past hydration: the page's scripts have run and the data it asked for has come.
  await page.waitForLoadState('networkidle');
  const raw = (await shownTexts(page)).flatMap((text) => text.split('\n')).filter((line) => rawKey.test(line));
  expect.soft(raw, `${where} shows keys instead of text`).toEqual([]);
  expect(
    errors.filter((error) => hydrationError.test(error)),
    `${where} did not hydrate as the server drew it`,
  ).toEqual([]);
}

/** The first link of a list page to one of its rows (/admin/users/12). */
async function firstRowLink(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const href = await page.locator(`a[href^="${list}/"]`).first().getAttribute('href');
  expect(href, `a row on ${list}`).toBeTruthy();
  return href!;
}

for (const language of ['fa', 'en'] as const) {
  test(`in ${language}, every panel page shows all its strings and hydrates as drawn`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    // A user and a ticket, so the pages of one user and one ticket have something to show.
    const user = await createVerifiedUser(request);
    const ticket = await request.post('/api/v1/user/support/create', {
      multipart: { unit_id: '1', subject: 'کلید', text: 'متن' },
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(ticket.status()).toBe(201);

    await useLanguage(context, baseURL!, language);
    const errors = watchErrors(page);
    await page.goto('/admin/login');
    await expectEveryStringShown(page, errors, '/admin/login');

    await signInAsAdmin(context, request, baseURL!);
    const pages = Object.keys(ADMIN_KEY_GROUPS_BY_ROUTE).filter((route) => route !== '/admin/login');
    for (const route of pages) {
      const path = route.endsWith('/[id]') ? await firstRowLink(page, route.replace('/[id]', '')) : route;
      errors.length = 0;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectEveryStringShown(page, errors, path);
    }
  });
}

test('moving between panel screens in the browser brings each screen its strings', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  const errors = watchErrors(page);
  await page.goto('/admin/admins');
  await expectEveryStringShown(page, errors, '/admin/admins');
  // The audit log's labels are none of the admins page's strings.
  await page.locator('a[href="/admin/audit"]').first().click();
  await page.waitForURL('**/admin/audit');
  await expect(page.locator('#audit-action')).toBeVisible();
  await expectEveryStringShown(page, errors, '/admin/audit after /admin/admins');
});

test('switching to English on a panel page, then moving on, shows the English strings of both screens', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  const errors = watchErrors(page);
  await page.goto('/admin/admins');
  await page.getByText('EN', { exact: true }).click();
  await expect(page).toHaveTitle(/^Admins/);
  await expectEveryStringShown(page, errors, '/admin/admins in English');
  await page.locator('a[href="/admin/audit"]').first().click();
  await page.waitForURL('**/admin/audit');
  await expect(page).toHaveTitle(/^Audit log/);
  await expect(page.locator('#audit-action option').first()).toHaveText('All actions');
  await expectEveryStringShown(page, errors, '/admin/audit in English after /admin/admins');
});
