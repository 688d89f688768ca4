import { describe, expect } from 'vitest';
import {
  adminToken,
  apiTest,
  dialects,
  expectErrorEnvelope,
  formData,
  GOOD_PASSWORD,
  PERSIAN_LETTERS,
  registerPendingUser,
  registerVerifiedUser,
  type TestApi,
} from '../support/test-api';

const HOUR_MS = 60 * 60 * 1000;

/** The admin's call that signs in as the user. */
const logInAs = (api: TestApi, token: string, userId: number) => api.request('GET', `/admin/users/login_using_id/${userId}`, { token });

async function impersonated(api: TestApi) {
  const registered = await registerVerifiedUser(api, { name: 'مریم کاربر' });
  const adminTokenValue = await adminToken(api, { permissions: ['users.impersonate'] });
  const response = await logInAs(api, adminTokenValue, registered.user.id);
  expect(response.status, response.text).toBe(200);
  return { ...registered, adminToken: adminTokenValue, userToken: response.body.token!, response };
}

describe.each(dialects)('signing in as a user on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('who may', () => {
    it('an admin without users.impersonate is refused with 403', async ({ api }) => {
      const { user } = await registerVerifiedUser(api);
      const response = await logInAs(api, await adminToken(api, { permissions: ['users.view', 'users.manage'] }), user.id);
      expect(response.status).toBe(403);
      expectErrorEnvelope(response);
      expect(response.body.token).toBeUndefined();
    });

    it('a user id that does not exist is refused with 404 USER_NOT_FOUND', async ({ api }) => {
      const response = await logInAs(api, await adminToken(api, { permissions: ['users.impersonate'] }), 424242);
      expect(response.status).toBe(404);
      expect(response.body.data.code).toBe('USER_NOT_FOUND');
    });

    it('a deleted user is refused with 404 USER_NOT_FOUND and no session is opened', async ({ api }) => {
      const { user } = await registerVerifiedUser(api);
      await api.services.db.updateTable('users').set({ deleted_at: api.clock.now() }).where('id', '=', user.id).execute();
      const userSessions = () => api.services.db.selectFrom('sessions').select('id').where('role', '=', 'user').execute();
      const before = await userSessions();
      const response = await logInAs(api, await adminToken(api, { permissions: ['users.impersonate'] }), user.id);
      expect(response.status).toBe(404);
      expect(response.body.data.code).toBe('USER_NOT_FOUND');
      expect(await userSessions()).toHaveLength(before.length);
    });

    it('a registration never verified is refused with 409 USER_NOT_VERIFIED and no session is opened', async ({ api }) => {
      const pending = await registerPendingUser(api);
      const response = await logInAs(api, await adminToken(api, { permissions: ['users.impersonate'] }), pending.id);
      expect(response.status).toBe(409);
      expectErrorEnvelope(response);
      expect(response.body.data.code).toBe('USER_NOT_VERIFIED');
      expect(response.body.message).toMatch(PERSIAN_LETTERS);
      expect(response.body.token).toBeUndefined();
      expect(await api.services.db.selectFrom('sessions').select('id').where('role', '=', 'user').where('subject_id', '=', pending.id).execute()).toEqual([]);
    });
  });

  describe.concurrent('the session it opens', () => {
    it('the token works for the user routes and the profile names the admin who signed in', async ({ api }) => {
      const { userToken, user, response } = await impersonated(api);
      expect(response.body.data).toEqual({ user: { id: user.id, name: 'مریم کاربر' }, expires_in_seconds: 3600 });
      const profile = await api.request('GET', '/user/profile', { token: userToken });
      expect(profile.status, profile.text).toBe(200);
      expect(profile.body.data.user.id).toBe(user.id);
      expect(profile.body.data.impersonated_by).toEqual({ id: expect.any(Number), name: 'مدیر محدود' });
      const dashboard = await api.request('GET', '/user/dashboard', { token: userToken });
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.data.impersonated_by).toEqual(profile.body.data.impersonated_by);
    });

    it('the user’s own session says nobody is signed in as them', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const profile = await api.request('GET', '/user/profile', { token });
      expect(profile.body.data.impersonated_by).toBeNull();
      expect((await api.request('GET', '/user/dashboard', { token })).body.data.impersonated_by).toBeNull();
    });

    it('the session is recorded with the admin’s id', async ({ api }) => {
      const { user } = await impersonated(api);
      const sessions = await api.services.db
        .selectFrom('sessions')
        .selectAll()
        .where('role', '=', 'user')
        .where('subject_id', '=', user.id)
        .orderBy('id')
        .execute();
      const admins = await api.services.db.selectFrom('admins').select('id').where('name', '=', 'مدیر محدود').execute();
      expect(sessions.map((session) => session.impersonated_by)).toEqual([null, Number(admins[0]!.id)]);
    });

    it('the session ends after one hour', async ({ api }) => {
      const { userToken } = await impersonated(api);
      api.advanceMinutes(59);
      expect((await api.request('GET', '/user/profile', { token: userToken })).status).toBe(200);
      api.clock.advance(HOUR_MS / 60);
      const late = await api.request('GET', '/user/profile', { token: userToken });
      expect(late.status).toBe(401);
    });

    it('an audit row names the admin and the user', async ({ api }) => {
      const { user } = await impersonated(api);
      const rows = await api.services.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.impersonate').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ target_type: 'user', target_id: String(user.id) });
    });

    it('signing out of it leaves the user’s own session alone', async ({ api }) => {
      const { userToken, token } = await impersonated(api);
      expect((await api.request('POST', '/auth/logout', { token: userToken })).status).toBe(200);
      expect((await api.request('GET', '/user/profile', { token: userToken })).status).toBe(401);
      expect((await api.request('GET', '/user/profile', { token })).status).toBe(200);
    });
  });

  describe.concurrent('it ends at once when its admin may no longer hold it', () => {
    /** The super admin changes the admin who opened the session, as the panel does (multipart). */
    async function changeOpeningAdmin(api: TestApi, adminTokenValue: string, fields: Parameters<typeof formData>[0]) {
      const opener = await api.request('GET', '/admin/profile', { token: adminTokenValue });
      const response = await api.request('POST', `/admin/admin/${opener.body.data.admin.id}/update`, { token: await adminToken(api), form: formData(fields) });
      expect(response.status, response.text).toBe(200);
    }
    const profileStatus = async (api: TestApi, token: string) => (await api.request('GET', '/user/profile', { token })).status;

    it('the admin is disabled: the session is refused with 401 on its next call', async ({ api }) => {
      const { userToken, adminToken: opener } = await impersonated(api);
      await changeOpeningAdmin(api, opener, { is_active: 'false' });
      expect(await profileStatus(api, userToken)).toBe(401);
    });

    it('the admin loses users.impersonate: the session is refused with 401 on its next call', async ({ api }) => {
      const { userToken, adminToken: opener } = await impersonated(api);
      await changeOpeningAdmin(api, opener, { permissions: ['users.view'] });
      expect(await profileStatus(api, userToken)).toBe(401);
    });

    it('the admin’s password is reset: the session ends with the admin’s sessions', async ({ api }) => {
      const { userToken, adminToken: opener } = await impersonated(api);
      await changeOpeningAdmin(api, opener, { password: 'Kooh-Alvand-7719' });
      expect(await profileStatus(api, userToken)).toBe(401);
    });

    it('the admin signs out: the session it opened ends, and the user’s own session stays', async ({ api }) => {
      const { userToken, token, adminToken: opener } = await impersonated(api);
      expect((await api.request('POST', '/admin/auth/logout', { token: opener })).status).toBe(200);
      expect(await profileStatus(api, userToken)).toBe(401);
      expect(await profileStatus(api, token)).toBe(200);
    });

    it('an admin still holding users.impersonate and signed in keeps the session', async ({ api }) => {
      const { userToken, adminToken: opener } = await impersonated(api);
      await changeOpeningAdmin(api, opener, { name: 'مدیر تازه‌نام' });
      expect(await profileStatus(api, userToken)).toBe(200);
    });
  });

  describe.concurrent('what it may not do', () => {
    it('a password change is refused with 403 IMPERSONATION_READ_ONLY in Persian and the password stays', async ({ api }) => {
      const { userToken, mobile } = await impersonated(api);
      const response = await api.request('POST', '/user/change/password', {
        token: userToken,
        body: { current_password: GOOD_PASSWORD, password: 'Abi-Darya-5521' },
      });
      expect(response.status).toBe(403);
      expect(response.body.data.code).toBe('IMPERSONATION_READ_ONLY');
      expect(response.body.message).toMatch(PERSIAN_LETTERS);
      const login = await api.request('POST', '/auth/login', { body: { mobile, password: GOOD_PASSWORD } });
      expect(login.status, login.text).toBe(200);
    });

    it('the user’s own session still changes the password', async ({ api }) => {
      const { token } = await impersonated(api);
      const response = await api.request('POST', '/user/change/password', { token, body: { current_password: GOOD_PASSWORD, password: 'Abi-Darya-5521' } });
      expect(response.status, response.text).toBe(200);
    });
  });
});
