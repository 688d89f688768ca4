import { describe, expect } from 'vitest';
import { apiTest, dialects, expectErrorEnvelope, expectThrottled, PERSIAN_LETTERS, registerVerifiedUser, type TestApi } from '../support/test-api';

const DAY_MS = 24 * 60 * 60 * 1000;
const NEW_PASSWORD = 'Golestan-Sabz-88';

const userCalls = (api: TestApi) => ({
  profile: (token: string) => api.request('GET', '/user/profile', { token }),
  changePassword: (token: string, body: Record<string, unknown>) => api.request('POST', '/user/change/password', { token, body }),
  login: (mobile: string, password: string) => api.request('POST', '/auth/login', { body: { mobile, password } }),
});

describe.each(dialects)('signed-in user on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('profile', () => {
    it('the profile shows id, name, mobile, email, balance and minimum balance', async ({ api }) => {
      const { profile } = userCalls(api);
      const { token, user, mobile } = await registerVerifiedUser(api, { name: 'مریم رضایی', email: 'Maryam@Example.com' });
      const response = await profile(token);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toMatchObject({ hasError: false, message: expect.any(String) });
      expect(response.body.data.user).toEqual({
        id: user.id,
        name: 'مریم رضایی',
        mobile,
        email: 'maryam@example.com',
        balance: 0,
        min_balance: 0,
        created_at: api.clock.now(),
      });
      expect(response.body.data.can_set_password_without_current).toBe(false);
      expect(response.text).not.toContain('password_hash');
    });

    it('the profile without a token answers 401 with the envelope', async ({ api }) => {
      const response = await api.request('GET', '/user/profile');
      expect(response.status).toBe(401);
      expectErrorEnvelope(response);
      expect(response.body.message).toMatch(PERSIAN_LETTERS);
    });

    it('a made-up token gets 401', async ({ api }) => {
      const { profile } = userCalls(api);
      const response = await profile('not-a-real-token-at-all');
      expect(response.status).toBe(401);
      expectErrorEnvelope(response);
    });

    it('the dashboard shows balance, minimum balance and recent transactions', async ({ api }) => {
      const { token, user } = await registerVerifiedUser(api);
      await api.services.db.updateTable('users').set({ min_balance: 50_000 }).where('id', '=', user.id).execute();
      await api.services.ledger.credit({ userId: user.id, amount: 20_000, kind: 'gift', reference: 'g1', description: 'هدیه' });

      const response = await api.request('GET', '/user/dashboard', { token });
      expect(response.status, response.text).toBe(200);
      expect(response.body.data.user).toMatchObject({ balance: 20_000, min_balance: 50_000 });
      expect(response.body.data.is_below_min_balance).toBe(true);
      expect(response.body.data.recent_transactions).toEqual([
        expect.objectContaining({ amount: 20_000, kind: 'gift', description: 'هدیه', created_at: api.clock.now() }),
      ]);
    });

    it('changing the profile saves the new name and email', async ({ api }) => {
      const { profile } = userCalls(api);
      const { token, user, mobile } = await registerVerifiedUser(api);
      await api.services.ledger.credit({ userId: user.id, amount: 20_000, kind: 'gift', reference: 'profile-balance', description: 'هدیه' });
      const response = await api.request('POST', '/user/change/profile', { token, body: { name: '  علی کریمی  ', email: 'Ali@Example.IR' } });
      expect(response.status, response.text).toBe(200);
      expect(response.body.data.user).toEqual({
        id: user.id,
        name: 'علی کریمی',
        mobile,
        email: 'ali@example.ir',
        balance: 20_000,
        min_balance: 0,
        created_at: api.clock.now(),
      });

      expect((await profile(token)).body.data.user).toMatchObject({ name: 'علی کریمی', email: 'ali@example.ir' });
    });

    it('the users service changes a profile from the account and the changes alone, and answers what it saved', async ({ api }) => {
      const { user } = await registerVerifiedUser(api, { email: 'before@example.com' });
      const row = await api.services.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      api.clock.advance(60_000);
      const saved = await api.services.users.changeProfile(row, { name: 'نام تازه' });
      expect(saved).toEqual({ name: 'نام تازه', email: null, updated_at: api.clock.now() });
      expect(await api.services.db.selectFrom('users').select(['name', 'email', 'updated_at']).where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual(
        saved,
      );
    });

    it('the email can be removed again', async ({ api }) => {
      const { profile } = userCalls(api);
      const { token } = await registerVerifiedUser(api, { email: 'someone@example.com' });
      const response = await api.request('POST', '/user/change/profile', { token, body: { name: 'بی‌ایمیل', email: '' } });
      expect(response.status, response.text).toBe(200);
      expect((await profile(token)).body.data.user.email).toBeNull();
    });

    it('an invalid email or a too short name is refused with reasons', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const response = await api.request('POST', '/user/change/profile', { token, body: { name: 'ع', email: 'not-an-email' } });
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors).toHaveLength(2);
      for (const error of response.body.errors!) expect(error).toMatch(PERSIAN_LETTERS);
    });
  });

  describe.concurrent('change password', () => {
    it('changing the password outside a reset session needs the current password', async ({ api }) => {
      const { changePassword } = userCalls(api);
      const { token } = await registerVerifiedUser(api);
      const response = await changePassword(token, { password: NEW_PASSWORD });
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
    });

    it('a wrong current password is refused and the password stays', async ({ api }) => {
      const { changePassword, login } = userCalls(api);
      const { token, mobile, password } = await registerVerifiedUser(api);
      const response = await changePassword(token, { current_password: 'Wrong-Current-1', password: NEW_PASSWORD });
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect((await login(mobile, password)).status).toBe(200);
    });

    it('with the current password the change works, this session stays and other sessions end', async ({ api }) => {
      const { profile, changePassword, login } = userCalls(api);
      const { token, mobile, password } = await registerVerifiedUser(api);
      const other = (await login(mobile, password)).body.token!;

      const response = await changePassword(token, { current_password: password, password: NEW_PASSWORD });
      expect(response.status, response.text).toBe(200);
      expect(response.body.hasError).toBe(false);

      expect((await profile(token)).status).toBe(200);
      expect((await profile(other)).status).toBe(401);
      expect((await login(mobile, password)).status).toBe(422);
      expect((await login(mobile, NEW_PASSWORD)).status).toBe(200);
    });

    it('a common password is refused as the new password', async ({ api }) => {
      const { changePassword } = userCalls(api);
      const { token, password } = await registerVerifiedUser(api);
      const response = await changePassword(token, { current_password: password, password: 'qwertyuiop' });
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
    });

    it('a new password containing the mobile number is refused', async ({ api }) => {
      const { changePassword } = userCalls(api);
      const { token, password, mobile } = await registerVerifiedUser(api);
      const response = await changePassword(token, { current_password: password, password: `pw-${mobile.slice(1)}` });
      expect(response.status).toBe(422);
      expect(response.body.errors![0]).toContain('موبایل');
    });
  });

  describe.concurrent('wrong current passwords', () => {
    const behindProxy = apiTest(dialect, { env: { TRUST_PROXY_HOPS: '1' } });

    behindProxy('five wrong current passwords a minute block a sixth try, even the right one, with 429 and Retry-After', async ({ api }) => {
      const { login } = userCalls(api);
      const { token, mobile, password } = await registerVerifiedUser(api);
      // Each try from its own address, so only the per-account limit can trip.
      const from = (n: number) => ({ 'x-forwarded-for': `10.20.0.${n}` });
      const change = (current: string, n: number) =>
        api.request('POST', '/user/change/password', { token, body: { current_password: current, password: NEW_PASSWORD }, headers: from(n) });
      for (let i = 1; i <= 5; i++) expect((await change('Wrong-Current-1', i)).status).toBe(422);

      const blocked = await change(password, 6);
      const retryAfter = expectThrottled(blocked, 60);
      expect((await login(mobile, password)).status).toBe(200);

      api.clock.advance(retryAfter * 1000);
      expect((await change(password, 7)).status).toBe(200);
    });

    behindProxy('five wrong current passwords a minute from one address block that address for other accounts too', async ({ api }) => {
      const office = { 'x-forwarded-for': '192.0.2.77' };
      const change = (token: string, current: string) =>
        api.request('POST', '/user/change/password', { token, body: { current_password: current, password: NEW_PASSWORD }, headers: office });
      for (let i = 0; i < 5; i++) {
        const { token } = await registerVerifiedUser(api);
        expect((await change(token, 'Wrong-Current-1')).status).toBe(422);
      }
      const other = await registerVerifiedUser(api);
      expect((await change(other.token, other.password)).status).toBe(429);
    });

    it('a right current password does not count as a failure', async ({ api }) => {
      const { token, password } = await registerVerifiedUser(api);
      const change = (current: string, next: string) =>
        api.request('POST', '/user/change/password', { token, body: { current_password: current, password: next } });
      for (let i = 0; i < 4; i++) expect((await change('Wrong-Current-1', NEW_PASSWORD)).status).toBe(422);
      expect((await change(password, NEW_PASSWORD)).status).toBe(200);
      // Four failures and one success: had the success counted, this would be the sixth try.
      expect((await change('Wrong-Current-1', password)).status).toBe(422);
    });
  });

  describe.concurrent('sessions', () => {
    it('a session expires after 30 days', async ({ api }) => {
      const { profile } = userCalls(api);
      const { token } = await registerVerifiedUser(api);
      api.clock.advance(30 * DAY_MS);
      const response = await profile(token);
      expect(response.status).toBe(401);
      expectErrorEnvelope(response);
    });

    it('a session still works on day 29', async ({ api }) => {
      const { profile } = userCalls(api);
      const { token } = await registerVerifiedUser(api);
      api.clock.advance(29 * DAY_MS);
      expect((await profile(token)).status).toBe(200);
    });

    it('a deleted user is signed out', async ({ api }) => {
      const { profile } = userCalls(api);
      const { token, user } = await registerVerifiedUser(api);
      await api.services.db.updateTable('users').set({ deleted_at: api.clock.now() }).where('id', '=', user.id).execute();
      expect((await profile(token)).status).toBe(401);
    });
  });
});
