import { describe, expect } from 'vitest';
import { SIGN_IN_LIMITS } from '../../server/rate-limit/sign-in-throttle';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  adminLogin,
  adminToken,
  apiTest,
  createAdminViaApi,
  dialects,
  expectErrorEnvelope,
  expectThrottled,
  formData,
  PERSIAN_LETTERS,
  type TestApi,
} from '../support/test-api';

const NEW_PASSWORD = 'Abr-Baharan-77';

const adminCalls = (api: TestApi) => ({
  profile: (token: string) => api.request('GET', '/admin/profile', { token }),
  logout: (token: string) => api.request('POST', '/admin/auth/logout', { token }),
  changePassword: (token: string, body: Record<string, unknown>) => api.request('POST', '/admin/change_password', { token, body }),
  update: (token: string, id: number, fields: Parameters<typeof formData>[0]) =>
    api.request('POST', `/admin/admin/${id}/update`, { token, form: formData(fields) }),
  sessionsOf: async (adminId: number) =>
    api.services.db.selectFrom('sessions').select('id').where('role', '=', 'admin').where('subject_id', '=', adminId).execute(),
});

describe.each(dialects)('admin sign-in and sessions on %s', (dialect) => {
  const it = apiTest(dialect);
  /** Trusts X-Forwarded-For, so a test can send each try from an address of its choosing. */
  const behindProxy = apiTest(dialect, { env: { TRUST_PROXY: 'true' } });

  describe.concurrent('login and logout', () => {
    it('the super admin signs in with username and password and gets a token that opens the panel', async ({ api }) => {
      const { profile } = adminCalls(api);
      const response = await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD);
      expect(response.status, response.text).toBe(200);
      expect(response.body.hasError).toBe(false);
      expect(response.body.token).toEqual(expect.any(String));
      expect(response.body.data.admin).toMatchObject({ username: ADMIN_USERNAME, is_super: true, is_active: true });
      expect(response.text).not.toContain('password_hash');

      const me = await profile(response.body.token!);
      expect(me.status, me.text).toBe(200);
      expect(me.body.data.admin.username).toBe(ADMIN_USERNAME);
    });

    it('the username is not case-sensitive', async ({ api }) => {
      const response = await adminLogin(api, ADMIN_USERNAME.toUpperCase(), ADMIN_PASSWORD);
      expect(response.status, response.text).toBe(200);
    });

    it('a wrong password is refused with 422, a Persian message and no token', async ({ api }) => {
      const response = await adminLogin(api, ADMIN_USERNAME, 'Not-The-Password-1');
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.message).toMatch(PERSIAN_LETTERS);
      expect(response.body.token).toBeUndefined();
    });

    it('an unknown username gets the same answer as a wrong password', async ({ api }) => {
      const wrongPassword = await adminLogin(api, ADMIN_USERNAME, 'Not-The-Password-1');
      const unknown = await adminLogin(api, 'nobody_here', 'Not-The-Password-1');
      expect(unknown.status).toBe(422);
      expect(unknown.body.message).toBe(wrongPassword.body.message);
    });

    it('a user token does not open the admin panel', async ({ api }) => {
      const { token } = await api.services.sessions.startSession({ role: 'user', subjectId: 1, ip: 't', userAgent: 't' });
      expect((await adminCalls(api).profile(token)).status).toBe(401);
    });

    it('logout ends the session: the token then gets 401', async ({ api }) => {
      const { profile, logout } = adminCalls(api);
      const token = (await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD)).body.token!;
      const out = await logout(token);
      expect(out.status, out.text).toBe(200);
      expect(out.body.hasError).toBe(false);

      const after = await profile(token);
      expect(after.status).toBe(401);
      expectErrorEnvelope(after);
    });

    it('logout ends only the current session', async ({ api }) => {
      const { profile, logout } = adminCalls(api);
      const other = await adminToken(api);
      const token = await adminToken(api);
      expect((await logout(token)).status).toBe(200);
      expect((await profile(other)).status).toBe(200);
    });
  });

  describe.concurrent('login throttling', () => {
    behindProxy('5 wrong passwords a minute for one username from one address give 429 there, with Retry-After, then lift', async ({ api }) => {
      const there = { 'x-forwarded-for': '10.0.0.1' };
      for (let i = 0; i < 5; i++) expect((await adminLogin(api, ADMIN_USERNAME, 'Wrong-Pass-00', there)).status).toBe(422);

      const blocked = await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD, there);
      expect(blocked.body.token).toBeUndefined();
      const retryAfter = expectThrottled(blocked, 60);

      api.clock.advance(retryAfter * 1000);
      const after = await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD, there);
      expect(after.status, after.text).toBe(200);
    });

    behindProxy('after 5 wrong passwords from one address the admin still signs in from another', async ({ api }) => {
      for (let i = 0; i < 5; i++) await adminLogin(api, ADMIN_USERNAME, 'Wrong-Pass-00', { 'x-forwarded-for': '203.0.113.66' });
      expect((await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD, { 'x-forwarded-for': '203.0.113.66' })).status).toBe(429);
      const elsewhere = await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
      expect(elsewhere.status, elsewhere.text).toBe(200);
    });

    behindProxy(
      'wrong passwords for one username from many addresses stop at the hourly ceiling everywhere, until another admin sets a new password',
      async ({ api }) => {
        const { update } = adminCalls(api);
        const superToken = await adminToken(api);
        const { admin, username, password } = await createAdminViaApi(api, superToken, { permissions: ['users.view'] });
        for (let i = 0; i < SIGN_IN_LIMITS.account.max; i++) {
          expect((await adminLogin(api, username, 'Wrong-Pass-00', { 'x-forwarded-for': `10.1.${Math.floor(i / 4)}.${i % 4}` })).status).toBe(422);
        }
        const anywhere = { 'x-forwarded-for': '198.51.100.20' };
        expectThrottled(await adminLogin(api, username, password, anywhere), SIGN_IN_LIMITS.account.windowMs / 1000);

        expect((await update(superToken, admin.id, { password: NEW_PASSWORD })).status).toBe(200);
        const after = await adminLogin(api, username, NEW_PASSWORD, anywhere);
        expect(after.status, after.text).toBe(200);
      },
    );

    behindProxy('failures typed in capitals count against the same username', async ({ api }) => {
      const there = { 'x-forwarded-for': '10.0.3.1' };
      for (let i = 0; i < 5; i++) await adminLogin(api, 'ADMIN', 'Wrong-Pass-00', there);
      expect((await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD, there)).status).toBe(429);
    });

    behindProxy('ten admins behind one address signing in at the same moment all get in', async ({ api }) => {
      const superToken = await adminToken(api);
      const staff = [];
      for (let i = 0; i < 10; i++) staff.push(await createAdminViaApi(api, superToken, { permissions: ['users.view'] }));
      const office = { 'x-forwarded-for': '192.0.2.10' };
      const answers = await Promise.all(staff.map(({ username, password }) => adminLogin(api, username, password, office)));
      expect(answers.map((answer) => answer.status)).toEqual(staff.map(() => 200));
    });

    it('parallel wrong guesses cannot slip past the limit: at most 5 are checked a minute', async ({ api }) => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => adminLogin(api, ADMIN_USERNAME, 'Wrong-Pass-00')));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 422)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      for (const answer of answers.filter((a) => a.status === 429)) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD)).status).toBe(429);
    });
  });

  describe.concurrent('session lifetime', () => {
    it('an admin session ends after 2 hours without a request', async ({ api }) => {
      const { profile } = adminCalls(api);
      const token = await adminToken(api);
      api.advanceHours(2);
      const response = await profile(token);
      expect(response.status).toBe(401);
      expectErrorEnvelope(response);
    });

    it('requests keep an admin session alive: just under 2 hours apart it stays', async ({ api }) => {
      const { profile } = adminCalls(api);
      const token = await adminToken(api);
      for (let i = 0; i < 3; i++) {
        api.advanceMinutes(119);
        expect((await profile(token)).status).toBe(200);
      }
      api.advanceMinutes(120);
      expect((await profile(token)).status).toBe(401);
    });

    it('an admin session ends after 24 hours even with a request every hour', async ({ api }) => {
      const { profile } = adminCalls(api);
      const token = await adminToken(api);
      for (let hour = 1; hour < 24; hour++) {
        api.advanceHours(1);
        expect((await profile(token)).status, `after ${hour} h`).toBe(200);
      }
      api.advanceHours(1);
      expect((await profile(token)).status).toBe(401);
    });

    it('an ended session stays ended when the admin signs in again', async ({ api }) => {
      const { profile } = adminCalls(api);
      const old = await adminToken(api);
      api.advanceHours(3);
      const fresh = (await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD)).body.token!;
      expect((await profile(fresh)).status).toBe(200);
      expect((await profile(old)).status).toBe(401);
    });
  });

  describe.concurrent('password and disabling', () => {
    it('change_password with a wrong current password is refused with 422 and the password stays', async ({ api }) => {
      const { changePassword } = adminCalls(api);
      const token = await adminToken(api);
      const response = await changePassword(token, { current_password: 'Not-The-Password-1', password: NEW_PASSWORD });
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
      expect((await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD)).status).toBe(200);
    });

    it('change_password with the right current password ends the other sessions and keeps this one', async ({ api }) => {
      const { changePassword, profile } = adminCalls(api);
      const other = await adminToken(api);
      const token = (await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD)).body.token!;
      const response = await changePassword(token, { current_password: ADMIN_PASSWORD, password: NEW_PASSWORD });
      expect(response.status, response.text).toBe(200);
      expect(response.body.hasError).toBe(false);

      expect((await profile(other)).status).toBe(401);
      expect((await profile(token)).status).toBe(200);
      expect((await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD)).status).toBe(422);
      expect((await adminLogin(api, ADMIN_USERNAME, NEW_PASSWORD)).status).toBe(200);
    });

    it('a weak new password is refused', async ({ api }) => {
      const response = await adminCalls(api).changePassword(await adminToken(api), { current_password: ADMIN_PASSWORD, password: 'password123' });
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
    });

    it('disabling an admin ends its sessions at once and it can no longer sign in', async ({ api }) => {
      const { update, profile, sessionsOf } = adminCalls(api);
      const superToken = await adminToken(api);
      const { admin: staff, username, password } = await createAdminViaApi(api, superToken, { permissions: ['users.view'] });
      const staffToken = (await adminLogin(api, username, password)).body.token!;
      expect((await profile(staffToken)).status).toBe(200);

      const disabled = await update(superToken, staff.id, { is_active: 'false' });
      expect(disabled.status, disabled.text).toBe(200);
      expect(disabled.body.data.admin.is_active).toBe(false);

      expect((await profile(staffToken)).status).toBe(401);
      expect(await sessionsOf(staff.id)).toHaveLength(0);
      expect((await adminLogin(api, username, password)).status).toBe(422);
    });

    it('resetting an admin’s password through update signs it out everywhere', async ({ api }) => {
      const { update, profile } = adminCalls(api);
      const superToken = await adminToken(api);
      const { admin: staff, username, password } = await createAdminViaApi(api, superToken);
      const staffToken = (await adminLogin(api, username, password)).body.token!;

      expect((await update(superToken, staff.id, { password: NEW_PASSWORD })).status).toBe(200);
      expect((await profile(staffToken)).status).toBe(401);
      expect((await adminLogin(api, username, NEW_PASSWORD)).status).toBe(200);
    });
  });
});
