import { KEY_GROUPS_BY_ROUTE } from '../lib/page-strings';
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/admins';
import { expectEveryStringShown, firstRowLink, useLanguage, watchErrors } from './support/strings';
import { createVerifiedUser } from './support/users';

// Each panel page's HTML brings only some of the admin strings (KEY_GROUPS_BY_ROUTE.admin): every
// panel page, in both languages, must show none of them raw and hydrate as the server drew it.

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
    const pages = Object.keys(KEY_GROUPS_BY_ROUTE.admin).filter((route) => route !== '/admin/login');
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
