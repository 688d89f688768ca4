import { expect, type BrowserContext, type Page } from '@playwright/test';
import { KEY_GROUPS_BY_ROUTE } from '../../lib/page-strings';
import { admin } from '../../locales/fa/admin';
import { auth } from '../../locales/fa/auth';
import { user } from '../../locales/fa/user';

// A page's HTML brings only some of the admin, user and sign-in strings (KEY_GROUPS_BY_ROUTE); the
// server renders with all of them. A screen that shows a key of a group its route leaves out draws it
// raw in the browser, and React reports the text that differs from the server's.

const groups = [...new Set([admin, auth, user].flatMap((area) => Object.keys(area).map((key) => key.slice(0, key.indexOf('.')))))];
const areas = Object.keys(KEY_GROUPS_BY_ROUTE).join('|');
/**
 * 'admin:menu.open', or 'menu.open' alone: what t() gives back for a key it does not have. Not an
 * English text with a colon after "admin" ("Super admin: Yes", an audit entry's detail), nor part of
 * an address, a file name or a path (support.example.com in an e-mail, videos.mp4).
 */
const rawKey = new RegExp(`(?<![\\w@./:-])(?:(?:${areas}):)?(?:${groups.join('|')})\\.[A-Za-z_]+(?:\\.[A-Za-z_]+)*(?![\\w@/.-])`);
/** React's hydration failures; production builds report them by number (418: text, 423/425: recovered by re-rendering). */
const hydrationError = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

export async function useLanguage(context: BrowserContext, baseURL: string, language: 'fa' | 'en') {
  await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: 'light', language })), url: baseURL }]);
}

/** Errors the page reports while it loads and hydrates. */
export function watchErrors(page: Page): string[] {
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

export async function expectEveryStringShown(page: Page, errors: string[], where: string) {
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
export async function firstRowLink(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const href = await page.locator(`a[href^="${list}/"]`).first().getAttribute('href');
  expect(href, `a row on ${list}`).toBeTruthy();
  return href!;
}
