import { signInAsAdmin, adminToken } from './support/admins';
import { expect, test } from './support/fixtures';
import { createVerifiedUser, submitSignIn } from './support/users';

test.describe('return paths', () => {
  test('a signed-in user sent to /login with r=/%09/evil.example stays on the site, on the dashboard', async ({ page, context, request, baseURL }) => {
    const user = await createVerifiedUser(request);
    await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);
    await page.goto('/login?r=/%09/evil.example');
    await expect(page).toHaveURL(new URL('/p/dashboard', baseURL).href);
  });

  test('signing in from /login?r=/%5C/evil.example lands on the dashboard, not another site', async ({ page, request, baseURL }) => {
    const user = await createVerifiedUser(request);
    await page.goto('/login?r=/%5C/evil.example');
    await submitSignIn(page, user);
    await expect(page).toHaveURL(new URL('/p/dashboard', baseURL).href);
  });

  test('a signed-in admin sent to /admin/login with r=/%0A/evil.example lands on the panel', async ({ page, context, request, baseURL }) => {
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin/login?r=/%0A/evil.example');
    await expect(page).toHaveURL(new URL('/admin', baseURL).href);
  });
});

test.describe('malformed input is ignored, never a 500', () => {
  for (const r of ['%0a', '%0d', '%00', '/%0d%0aSet-Cookie:x=1', '/p/%D9%BE%D8%B1%D9%88%D9%81%D8%A7%DB%8C%D9%84', '%D9%BE']) {
    test(`a signed-in visitor at /login?r=${r} is redirected, not shown a 500`, async ({ request }) => {
      const user = await createVerifiedUser(request);
      const response = await request.get(`/login?r=${r}`, { headers: { Cookie: `user_token=${user.token}` }, maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers()['location']).toMatch(/^\/[\x21-\x7e]*$/);
      expect(response.headers()['set-cookie']).toBeUndefined();
    });
  }

  test('a settings or sidebar cookie of % leaves the sign-in page and the panel working', async ({ request }) => {
    const token = await adminToken(request);
    for (const [path, cookie] of <[string, string][]>[
      ['/login', 'settings=%; sidebar=%'],
      ['/admin', `settings=%; sidebar=%; admin_token=${token}`],
      ['/admin/admins', `sidebar=%E0%A4%A; admin_token=${token}`],
    ]) {
      const response = await request.get(path, { headers: { Cookie: cookie }, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });
});

test.describe('headers', () => {
  test('every page sends a Content-Security-Policy whose fresh nonce its scripts carry', async ({ request }) => {
    const nonces = [];
    for (const path of ['/login', '/login', '/register', '/admin/login', '/no-such-page']) {
      const response = await request.get(path);
      const policy = response.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(policy).toContain("'strict-dynamic'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      for (const tag of html.match(/<style\b[^>]*>/g) ?? []) expect(tag, path).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  test('plain http does not get HSTS, even when the client claims https', async ({ request }) => {
    const response = await request.get('/login', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toBeUndefined();
  });

  test('the sign-in page runs and styles itself under its policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'ورود' })).toBeEnabled();
    // The empty form's errors appear once the page hydrates and runs its scripts.
    await page.getByRole('button', { name: 'ورود' }).click();
    await expect(page.getByText('این بخش را پر کنید.').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
