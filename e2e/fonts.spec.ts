import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The font files a page downloads until the network is idle, with their sizes. */
async function fontsOf(page: Page, path: string): Promise<{ file: string; bytes: number }[]> {
  const fonts: Promise<{ file: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font')
      fonts.push(response.body().then((body) => ({ file: new URL(response.url()).pathname, bytes: body.length })));
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return Promise.all(fonts);
}

for (const language of ['fa', 'en'] as const) {
  test(`the ${language} sign-in page's font is one file under 45 kB: every weight of its first paint, cut to the characters pages draw`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: 'light', language })), url: baseURL! }]);
    const fonts = await fontsOf(page, '/login');
    expect(fonts.map(({ file }) => file)).toEqual(['/fonts/Vazirmatn.woff2']);
    expect(fonts.reduce((total, { bytes }) => total + bytes, 0)).toBeLessThan(45_000);
  });
}

test('a name with an accented letter is still drawn in Vazirmatn: the full font comes when the letter shows', async ({ page }) => {
  await fontsOf(page, '/register');
  const fullFont = page.waitForResponse((response) => response.url().endsWith('/fonts/Vazirmatn-Full.woff2'));
  await page.getByLabel('نام و نام خانوادگی').fill('Zoë Ångström');
  expect((await fullFont).ok()).toBe(true);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px Vazirmatn', 'ëÅ'))).toBe(true);
});
