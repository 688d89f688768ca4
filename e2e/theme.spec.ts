import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/admins';
import { createVerifiedUser } from './support/users';

const settingsCookie = (theme: 'light' | 'dark', baseURL: string) => ({
  name: 'settings',
  value: encodeURIComponent(JSON.stringify({ theme, language: 'fa' })),
  url: baseURL,
});

/** The first card of the content (a section): the dashboard's cards, the card a list sits in. */
const CONTENT_BOX = 'main section';

/** The colours a visitor sees first: the page, the header bar, the content card and its text. */
async function coloursOf(page: Page) {
  return page.evaluate((contentBox) => {
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`${selector} is not on the page`);
      return getComputedStyle(element);
    };
    return {
      page: getComputedStyle(document.body).backgroundColor,
      header: style('header').backgroundColor,
      card: style(contentBox).backgroundColor,
      title: style('header h1').color,
    };
  }, CONTENT_BOX);
}

/** Dark means little light: the mean of the colour's channels, 0 to 255. */
function brightness(colour: string): number {
  const [red = 0, green = 0, blue = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return (red + green + blue) / 3;
}

function expectTheme(colours: Awaited<ReturnType<typeof coloursOf>>, theme: 'light' | 'dark') {
  for (const [part, colour] of Object.entries({ page: colours.page, header: colours.header, card: colours.card })) {
    if (theme === 'dark') expect(brightness(colour), `${part} background ${colour}`).toBeLessThan(60);
    else expect(brightness(colour), `${part} background ${colour}`).toBeGreaterThan(200);
  }
  if (theme === 'dark') expect(brightness(colours.title), `title ${colours.title}`).toBeGreaterThan(180);
  else expect(brightness(colours.title), `title ${colours.title}`).toBeLessThan(80);
}

async function adminIn(theme: 'light' | 'dark', context: BrowserContext, request: Parameters<typeof signInAsAdmin>[1], baseURL: string) {
  await signInAsAdmin(context, request, baseURL);
  await context.addCookies([settingsCookie(theme, baseURL)]);
  return context.newPage();
}

test('a dark admin and a light admin reloading the panel in turn each keep their own theme', async ({ browser, request, baseURL }) => {
  test.slow();
  const darkContext = await browser.newContext();
  const lightContext = await browser.newContext();
  const dark = await adminIn('dark', darkContext, request, baseURL!);
  const light = await adminIn('light', lightContext, request, baseURL!);
  for (const path of ['/admin', '/admin/admins', '/admin', '/admin/admins']) {
    for (const [page, theme] of [
      [dark, 'dark'],
      [light, 'light'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(CONTENT_BOX).first()).toBeVisible();
      expectTheme(await coloursOf(page), theme);
    }
  }
  await dark.screenshot({ path: test.info().outputPath('admins-dark.png'), fullPage: true });
  await light.screenshot({ path: test.info().outputPath('admins-light.png'), fullPage: true });
  await darkContext.close();
  await lightContext.close();
});

test('the theme switch in the header turns the whole panel dark', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await context.addCookies([settingsCookie('light', baseURL!)]);
  await page.goto('/admin');
  await expect(page.locator('main section').first()).toBeVisible();
  expectTheme(await coloursOf(page), 'light');

  await page.getByRole('switch', { name: 'پوسته تیره' }).click();
  await expect.poll(async () => brightness((await coloursOf(page)).card)).toBeLessThan(60);
  expectTheme(await coloursOf(page), 'dark');
  // The chart's axis labels are drawn in the theme's secondary text colour, readable on the dark card.
  const chart = page.getByRole('region', { name: 'درآمد ۳۰ روز گذشته (تومان)' });
  const tick = await chart.locator('span', { hasText: /^۰$/ }).evaluate((text) => getComputedStyle(text).color);
  expect(brightness(tick)).toBeGreaterThan(120);
});

test('the first paint of a dark visitor is already dark, before any script runs', async ({ page, context, request, baseURL }) => {
  await signInAsAdmin(context, request, baseURL!);
  await context.addCookies([settingsCookie('dark', baseURL!)]);
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/admin');
  expectTheme(await coloursOf(page), 'dark');
});

test('a visitor on the sign-in page switches to English and the dark theme, and the registration page keeps both', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('switch', { name: 'پوسته تیره' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('radiogroup', { name: 'زبان' }).getByText('EN').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
});

test('a signed-in user switches the user area to English and the dark theme from its header', async ({ page, context, request, baseURL }) => {
  const user = await createVerifiedUser(request);
  await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);
  await page.goto('/p/dashboard');
  await page.getByRole('switch', { name: 'پوسته تیره' }).click();
  await page.getByRole('radiogroup', { name: 'زبان' }).getByText('EN').click();
  await expect(page.getByRole('link', { name: 'Wallet' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('link', { name: 'Wallet' })).toBeVisible();
});

test('from a narrow tablet to a desktop, the user header’s links never run into its switches', async ({ page, context, request, baseURL }) => {
  const user = await createVerifiedUser(request);
  await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);
  for (const language of ['en', 'fa']) {
    await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: 'light', language })), url: baseURL! }]);
    for (const width of [660, 800, 1024, 1100, 1200, 1280]) {
      await page.setViewportSize({ width, height: 600 });
      await page.goto('/p/dashboard');
      const links = await page
        .getByRole('navigation')
        .getByRole('link')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      const tools = await Promise.all(
        [page.getByRole('switch'), page.getByRole('radiogroup'), page.getByRole('button', { name: /خروج|Sign out/ })].map((tool) =>
          tool.evaluate((item) => item.getBoundingClientRect().toJSON() as DOMRect),
        ),
      );
      const overlapping = links.filter((link) =>
        tools.some((tool) => link.left < tool.right && tool.left < link.right && link.top < tool.bottom && tool.top < link.bottom),
      );
      expect(overlapping, `${language} at ${width} px`).toEqual([]);
    }
  }
});
