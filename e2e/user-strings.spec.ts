import { KEY_GROUPS_BY_ROUTE } from '../lib/page-strings';
import { user as persian } from '../locales/fa/user';
import { expect, test } from './support/fixtures';
import { expectEveryStringShown, firstRowLink, useLanguage, watchErrors } from './support/strings';
import { createVerifiedUser, submitSignIn, uniqueMobile } from './support/users';

// The user area's pages bring only their screen's groups of the user strings and of the sign-in ones
// (KEY_GROUPS_BY_ROUTE.user and .auth), the signed-out pages only theirs of the sign-in strings:
// every such page, in both languages, must show none of them raw and hydrate as the server drew it.

const SIGNED_OUT_PAGES = ['/login', '/register', '/forget-password', '/contact-us'];

for (const language of ['fa', 'en'] as const) {
  test(`in ${language}, every user-area and signed-out page shows all its strings and hydrates as drawn`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    await useLanguage(context, baseURL!, language);
    const errors = watchErrors(page);

    // A verification waiting for its code, so its page has something to show.
    const registered = await request.post('/api/v1/auth/register', { data: { name: 'کاربر آزمون', mobile: uniqueMobile(), password: 'a-long-passphrase' } });
    const { data } = (await registered.json()) as { data: { verification_code: string } };
    for (const path of [...SIGNED_OUT_PAGES, `/verify/${data.verification_code}`]) {
      errors.length = 0;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectEveryStringShown(page, errors, path);
    }

    // A ticket, so the page of one ticket has something to show.
    const user = await createVerifiedUser(request);
    const ticket = await request.post('/api/v1/user/support/create', {
      multipart: { unit_id: '1', subject: 'کلید', text: 'متن' },
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(ticket.status()).toBe(201);
    await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);
    for (const route of Object.keys(KEY_GROUPS_BY_ROUTE.user)) {
      const path = route.endsWith('/[id]') ? await firstRowLink(page, route.replace('/[id]', '')) : route;
      errors.length = 0;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectEveryStringShown(page, errors, path);
    }
  });
}

test('signing in, then moving between user screens in the browser, brings each screen its strings', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  const errors = watchErrors(page);
  await page.goto('/login');
  await expectEveryStringShown(page, errors, '/login');
  // The sign-in page brought none of the user area.
  await submitSignIn(page, user);
  await page.waitForURL('**/p/dashboard');
  await expectEveryStringShown(page, errors, '/p/dashboard after /login');

  // The dashboard's HTML brought none of these screens' strings.
  const nav = page.locator('nav');
  for (const [path, title] of [
    ['/p/wallet', persian['wallet.title']],
    ['/p/support', persian['support.title']],
    ['/p/videos', persian['videos.title']],
    ['/p/profile', persian['profile.title']],
  ] as const) {
    await nav.locator(`a[href="${path}"]`).click();
    await page.waitForURL(`**${path}`);
    await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
    await expectEveryStringShown(page, errors, `${path} after a move`);
  }
});
