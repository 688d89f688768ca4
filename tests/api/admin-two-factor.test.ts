import { describe, expect } from 'vitest';
import { SIGN_IN_LIMITS } from '../../server/rate-limit/sign-in-throttle';
import { openSecret, twoFactorSecretKey } from '../../server/modules/two-factor/secret-box';
import { toPersianDigits } from '../../shared/digits';
import { enableTwoFactor, passwordStep, staffAdmin, TOTP_STEP_MS, totpCodeAt } from '../support/two-factor';
import {
  adminLogin,
  adminToken,
  apiTest,
  dialects,
  expectErrorEnvelope,
  expectThrottled,
  PERSIAN_LETTERS,
  type ApiResponse,
  type TestApi,
} from '../support/test-api';

const STEP_MS = TOTP_STEP_MS;
const codeAt = totpCodeAt;

const calls = (api: TestApi) => ({
  status: (token: string) => api.request('GET', '/admin/two_factor', { token }),
  startSetup: (token: string) => api.request('POST', '/admin/two_factor/setup', { token }),
  confirm: (token: string, code: string) => api.request('POST', '/admin/two_factor/confirm', { token, body: { code } }),
  disable: (token: string, body: Record<string, unknown>) => api.request('POST', '/admin/two_factor/disable', { token, body }),
  loginWithCode: (challenge: string, code: string) => api.request('POST', '/admin/auth/login/code', { body: { challenge, code } }),
  reset: (token: string, id: number) => api.request('POST', `/admin/admin/${id}/two_factor/reset`, { token }),
  setRequired: (token: string, isRequired: boolean) => api.request('POST', '/admin/settings/security', { token, body: { two_factor_required: isRequired } }),
  auditOf: (action: string) => api.services.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute(),
});

const expectRefused = (response: ApiResponse, status: number, code: string) => {
  expect(response.status, response.text).toBe(status);
  expectErrorEnvelope(response);
  expect(response.body.data.code).toBe(code);
  expect(response.body.message).toMatch(PERSIAN_LETTERS);
  expect(response.body.token).toBeUndefined();
};

describe.each(dialects)('admin two-step sign-in on %s', (dialect) => {
  const it = apiTest(dialect);
  const behindProxy = apiTest(dialect, { env: { TRUST_PROXY: 'true' } });

  describe.concurrent('setting it up', () => {
    it('setup shows a secret and its otpauth address; a first code turns it on and answers ten recovery codes once', async ({ api }) => {
      const { status, startSetup, confirm, auditOf } = calls(api);
      const staff = await staffAdmin(api);
      expect((await status(staff.token)).body.data).toEqual({ is_enabled: false, is_setup_started: false, is_required: false, recovery_codes_left: 0 });

      const started = await startSetup(staff.token);
      expect(started.status, started.text).toBe(200);
      const { secret, otpauth_uri } = started.body.data as { secret: string; otpauth_uri: string };
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(otpauth_uri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.searchParams.get('secret')).toBe(secret);
      expect(uri.searchParams.get('algorithm')).toBe('SHA1');
      expect(uri.searchParams.get('digits')).toBe('6');
      expect(uri.searchParams.get('period')).toBe('30');
      expect(decodeURIComponent(uri.pathname)).toContain(staff.username);
      expect((await status(staff.token)).body.data).toMatchObject({ is_enabled: false, is_setup_started: true });

      expectRefused(await confirm(staff.token, codeAt(secret, api.clock.now() + 5 * STEP_MS)), 422, 'TWO_FACTOR_CODE_WRONG');
      const confirmed = await confirm(staff.token, codeAt(secret, api.clock.now()));
      expect(confirmed.status, confirmed.text).toBe(200);
      const codes = confirmed.body.data.recovery_codes as string[];
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

      expect((await status(staff.token)).body.data).toEqual({ is_enabled: true, is_setup_started: false, is_required: false, recovery_codes_left: 10 });
      expectRefused(await startSetup(staff.token), 409, 'TWO_FACTOR_ALREADY_ENABLED');
      expectRefused(await confirm(staff.token, codeAt(secret, api.clock.now())), 409, 'TWO_FACTOR_ALREADY_ENABLED');
      expect(await auditOf('two_factor.enable')).toEqual([expect.objectContaining({ admin_id: staff.admin.id, target_id: String(staff.admin.id) })]);
    });

    it('a wrong code at confirmation is audited against the admin, without the code', async ({ api }) => {
      const { startSetup, confirm, auditOf } = calls(api);
      const staff = await staffAdmin(api);
      const { secret } = (await startSetup(staff.token)).body.data as { secret: string };
      const wrong = codeAt(secret, api.clock.now() + 5 * STEP_MS);
      expectRefused(await confirm(staff.token, wrong), 422, 'TWO_FACTOR_CODE_WRONG');
      const audited = await auditOf('two_factor.enable_code_wrong');
      expect(audited).toEqual([expect.objectContaining({ admin_id: staff.admin.id, target_type: 'admin', target_id: String(staff.admin.id) })]);
      expect(JSON.stringify(audited)).not.toContain(wrong);
      expect(await auditOf('two_factor.enable')).toEqual([]);
    });

    it('a confirmation before any setup is refused as not started', async ({ api }) => {
      const staff = await staffAdmin(api);
      expectRefused(await calls(api).confirm(staff.token, '123456'), 409, 'TWO_FACTOR_SETUP_NOT_STARTED');
    });

    it('a second setup before confirming replaces the first secret', async ({ api }) => {
      const { startSetup, confirm } = calls(api);
      const staff = await staffAdmin(api);
      const first = (await startSetup(staff.token)).body.data.secret as string;
      const second = (await startSetup(staff.token)).body.data.secret as string;
      expect(second).not.toBe(first);
      expectRefused(await confirm(staff.token, codeAt(first, api.clock.now())), 422, 'TWO_FACTOR_CODE_WRONG');
      expect((await confirm(staff.token, codeAt(second, api.clock.now()))).status).toBe(200);
    });

    it('neither the secret nor a recovery code is stored as itself: the secret only encrypted under a key from APP_KEY', async ({ api }) => {
      const staff = await staffAdmin(api);
      const { secret, recoveryCodes } = await enableTwoFactor(api, staff.token);
      const { db } = api.services;
      const row = await db.selectFrom('admin_two_factor').selectAll().where('admin_id', '=', staff.admin.id).executeTakeFirstOrThrow();
      const stored = JSON.stringify(row) + JSON.stringify(await db.selectFrom('admin_recovery_codes').selectAll().execute());
      expect(stored).not.toContain(secret);
      expect(stored.toLowerCase()).not.toContain(secret.toLowerCase());
      for (const code of recoveryCodes) {
        expect(stored).not.toContain(code);
        expect(stored).not.toContain(code.replace('-', ''));
      }
      expect(openSecret(twoFactorSecretKey(api.env.APP_KEY), row.secret_encrypted, `admin:${staff.admin.id}`)).toBe(secret);
      // Copied to another admin's row it does not open: the ciphertext is bound to its admin.
      expect(() => openSecret(twoFactorSecretKey(api.env.APP_KEY), row.secret_encrypted, 'admin:1')).toThrow();
    });
  });

  describe.concurrent('signing in', () => {
    it('without a second factor POST /admin/auth/login answers exactly as before: the admin and a token', async ({ api }) => {
      const staff = await staffAdmin(api);
      const response = await adminLogin(api, staff.username, staff.password);
      expect(response.status, response.text).toBe(200);
      expect(Object.keys(response.body.data)).toEqual(['admin']);
      expect(Object.keys(response.body.data.admin).sort()).toEqual(
        ['avatar_url', 'created_at', 'id', 'is_active', 'is_super', 'name', 'permissions', 'updated_at', 'username'].sort(),
      );
      expect(response.body.token).toEqual(expect.any(String));
    });

    it('with one the password earns a challenge, not a session; challenge and code sign in once, and the sign-in is audited', async ({ api }) => {
      const { loginWithCode, auditOf } = calls(api);
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);

      const password = await adminLogin(api, staff.username, staff.password);
      expect(password.status, password.text).toBe(200);
      expect(password.body.token).toBeUndefined();
      expect(password.body.message).toMatch(PERSIAN_LETTERS);
      expect(password.body.data).toEqual({ two_factor: { challenge: expect.any(String), expires_in_seconds: 300 } });
      const loginsBefore = (await auditOf('admin.login')).length;
      expect(loginsBefore).toBe(1); // the password-only sign-in of staffAdmin, before the factor was on

      const signedIn = await loginWithCode(password.body.data.two_factor.challenge, codeAt(secret, api.clock.now()));
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(signedIn.body.token).toEqual(expect.any(String));
      expect(signedIn.body.data.admin).toMatchObject({ id: staff.admin.id, username: staff.username });
      expect((await api.request('GET', '/admin/profile', { token: signedIn.body.token })).status).toBe(200);
      expect(await auditOf('admin.login_code')).toEqual([expect.objectContaining({ admin_id: staff.admin.id })]);

      api.clock.advance(STEP_MS);
      expectRefused(await loginWithCode(password.body.data.two_factor.challenge, codeAt(secret, api.clock.now())), 422, 'TWO_FACTOR_CHALLENGE_EXPIRED');
    });

    it('a wrong code is refused and the same challenge still takes the right one', async ({ api }) => {
      const { loginWithCode } = calls(api);
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);
      const challenge = await passwordStep(api, staff.username, staff.password);
      const right = codeAt(secret, api.clock.now());
      expectRefused(await loginWithCode(challenge, right === '000000' ? '111111' : '000000'), 422, 'TWO_FACTOR_CODE_WRONG');
      expectRefused(await loginWithCode(challenge, 'not-a-code'), 422, 'TWO_FACTOR_CODE_WRONG');
      expect((await loginWithCode(challenge, right)).status).toBe(200);
    });

    it('a wrong code at sign-in is audited against the admin whose challenge it was, without the code', async ({ api }) => {
      const { loginWithCode, auditOf } = calls(api);
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);
      const challenge = await passwordStep(api, staff.username, staff.password);
      const wrong = codeAt(secret, api.clock.now() + 5 * STEP_MS);
      expectRefused(await loginWithCode(challenge, wrong), 422, 'TWO_FACTOR_CODE_WRONG');
      const audited = await auditOf('admin.login_code_wrong');
      expect(audited).toEqual([expect.objectContaining({ admin_id: staff.admin.id, target_type: 'admin', target_id: String(staff.admin.id) })]);
      expect(JSON.stringify(audited)).not.toContain(wrong);
      // An unknown challenge names no admin: nothing to record.
      expectRefused(await loginWithCode('no-such-challenge', wrong), 422, 'TWO_FACTOR_CHALLENGE_EXPIRED');
      expect(await auditOf('admin.login_code_wrong')).toHaveLength(1);
    });

    it('a code is taken once: the same code again is refused as used, the next step’s code works', async ({ api }) => {
      const { loginWithCode } = calls(api);
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);
      const code = codeAt(secret, api.clock.now());
      expect((await loginWithCode(await passwordStep(api, staff.username, staff.password), code)).status).toBe(200);
      expectRefused(await loginWithCode(await passwordStep(api, staff.username, staff.password), code), 422, 'TWO_FACTOR_CODE_USED');
      // Still within the drift window ten seconds later: still the same step, still refused.
      api.clock.advance(10_000);
      expectRefused(await loginWithCode(await passwordStep(api, staff.username, staff.password), code), 422, 'TWO_FACTOR_CODE_USED');
      api.clock.advance(STEP_MS);
      const next = await loginWithCode(await passwordStep(api, staff.username, staff.password), codeAt(secret, api.clock.now()));
      expect(next.status, next.text).toBe(200);
    });

    it('two sign-ins with one code at once: one session, one refusal', async ({ api }) => {
      const { loginWithCode } = calls(api);
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);
      const challenges = [await passwordStep(api, staff.username, staff.password), await passwordStep(api, staff.username, staff.password)];
      const code = codeAt(secret, api.clock.now());
      const answers = await Promise.all(challenges.map((challenge) => loginWithCode(challenge, code)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    });

    it('a phone one step behind or ahead is accepted; two steps off is not', async ({ api }) => {
      const { loginWithCode } = calls(api);
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);
      api.clock.advance(5 * STEP_MS);
      let challenge = await passwordStep(api, staff.username, staff.password);
      expectRefused(await loginWithCode(challenge, codeAt(secret, api.clock.now() - 2 * STEP_MS)), 422, 'TWO_FACTOR_CODE_WRONG');
      expectRefused(await loginWithCode(challenge, codeAt(secret, api.clock.now() + 2 * STEP_MS)), 422, 'TWO_FACTOR_CODE_WRONG');
      expect((await loginWithCode(challenge, codeAt(secret, api.clock.now() - STEP_MS))).status).toBe(200);

      challenge = await passwordStep(api, staff.username, staff.password);
      expect((await loginWithCode(challenge, codeAt(secret, api.clock.now() + STEP_MS))).status).toBe(200);
      // The step ahead was taken: the current step, older than it, is now refused as used.
      challenge = await passwordStep(api, staff.username, staff.password);
      expectRefused(await loginWithCode(challenge, codeAt(secret, api.clock.now())), 422, 'TWO_FACTOR_CODE_USED');
    });

    it('a code typed in Persian digits, with spaces, signs in', async ({ api }) => {
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);
      const code = codeAt(secret, api.clock.now());
      const typed = ` ${toPersianDigits(code.slice(0, 3))} ${toPersianDigits(code.slice(3))} `;
      const response = await calls(api).loginWithCode(await passwordStep(api, staff.username, staff.password), typed);
      expect(response.status, response.text).toBe(200);
    });

    it('a recovery code signs in once; used again it is refused', async ({ api }) => {
      const { loginWithCode, status } = calls(api);
      const staff = await staffAdmin(api);
      const { recoveryCodes } = await enableTwoFactor(api, staff.token);
      const first = await loginWithCode(await passwordStep(api, staff.username, staff.password), recoveryCodes[3]!.toUpperCase());
      expect(first.status, first.text).toBe(200);
      expect((await status(first.body.token!)).body.data.recovery_codes_left).toBe(9);
      expectRefused(await loginWithCode(await passwordStep(api, staff.username, staff.password), recoveryCodes[3]!), 422, 'TWO_FACTOR_RECOVERY_CODE_USED');
      expect((await loginWithCode(await passwordStep(api, staff.username, staff.password), recoveryCodes[4]!.replace('-', ''))).status).toBe(200);
    });

    it('a challenge lasts five minutes', async ({ api }) => {
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);
      const challenge = await passwordStep(api, staff.username, staff.password);
      api.clock.advance(5 * 60_000);
      expectRefused(await calls(api).loginWithCode(challenge, codeAt(secret, api.clock.now())), 422, 'TWO_FACTOR_CHALLENGE_EXPIRED');
    });

    behindProxy('codes are throttled like passwords: five wrong a minute for one admin from one address, even across challenges', async ({ api }) => {
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      const codeStep = (challenge: string, code: string, ip: string) =>
        api.request('POST', '/admin/auth/login/code', { body: { challenge, code }, headers: from(ip) });
      const wrong = codeAt(secret, api.clock.now()) === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountAtAddress.max; attempt += 1) {
        const challenge = (await adminLogin(api, staff.username, staff.password, from('10.0.0.1'))).body.data.two_factor.challenge as string;
        expectRefused(await codeStep(challenge, wrong, '10.0.0.1'), 422, 'TWO_FACTOR_CODE_WRONG');
      }
      const challenge = (await adminLogin(api, staff.username, staff.password, from('10.0.0.1'))).body.data.two_factor.challenge as string;
      expectThrottled(await codeStep(challenge, codeAt(secret, api.clock.now()), '10.0.0.1'), 60);
      // The owner elsewhere is not locked out.
      expect((await codeStep(challenge, codeAt(secret, api.clock.now()), '10.0.0.2')).status).toBe(200);
    });
  });

  describe.concurrent('turning it off and resetting it', () => {
    it('the admin turns it off with the password and a code; then the password alone signs in again', async ({ api }) => {
      const { disable, status } = calls(api);
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);
      expectRefused(await disable(staff.token, { password: 'Not-The-Password-1', code: codeAt(secret, api.clock.now()) }), 422, 'CURRENT_PASSWORD_WRONG');
      expectRefused(
        await disable(staff.token, { password: staff.password, code: '000000' === codeAt(secret, api.clock.now()) ? '111111' : '000000' }),
        422,
        'TWO_FACTOR_CODE_WRONG',
      );
      const response = await disable(staff.token, { password: staff.password, code: codeAt(secret, api.clock.now()) });
      expect(response.status, response.text).toBe(200);
      expect((await status(staff.token)).body.data.is_enabled).toBe(false);
      expect((await adminLogin(api, staff.username, staff.password)).body.token).toEqual(expect.any(String));
      expectRefused(await disable(staff.token, { password: staff.password, code: '123456' }), 409, 'TWO_FACTOR_NOT_ENABLED');
    });

    it('new recovery codes take the password and a code; the old ones stop working, the new ones work once', async ({ api }) => {
      const { loginWithCode, status, auditOf } = calls(api);
      const staff = await staffAdmin(api);
      const { secret, recoveryCodes: old } = await enableTwoFactor(api, staff.token);
      const renew = (body: Record<string, unknown>) => api.request('POST', '/admin/two_factor/recovery_codes', { token: staff.token, body });
      expectRefused(await renew({ password: 'Not-The-Password-1', code: codeAt(secret, api.clock.now()) }), 422, 'CURRENT_PASSWORD_WRONG');
      const renewed = await renew({ password: staff.password, code: codeAt(secret, api.clock.now()) });
      expect(renewed.status, renewed.text).toBe(200);
      const fresh = renewed.body.data.recovery_codes as string[];
      expect(fresh).toHaveLength(10);
      expect(fresh.filter((code) => old.includes(code))).toEqual([]);
      expect(await auditOf('two_factor.recovery_codes')).toEqual([expect.objectContaining({ admin_id: staff.admin.id })]);

      expectRefused(await loginWithCode(await passwordStep(api, staff.username, staff.password), old[0]!), 422, 'TWO_FACTOR_CODE_WRONG');
      const signedIn = await loginWithCode(await passwordStep(api, staff.username, staff.password), fresh[0]!);
      expect(signedIn.status, signedIn.text).toBe(200);
      expect((await status(signedIn.body.token!)).body.data.recovery_codes_left).toBe(9);
    });

    it('a wrong code when turning it off or asking for new recovery codes is audited, never the code itself', async ({ api }) => {
      const { disable, auditOf } = calls(api);
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);
      const wrong = codeAt(secret, api.clock.now() + 5 * STEP_MS);
      expectRefused(await disable(staff.token, { password: staff.password, code: wrong }), 422, 'TWO_FACTOR_CODE_WRONG');
      const renewal = await api.request('POST', '/admin/two_factor/recovery_codes', { token: staff.token, body: { password: staff.password, code: wrong } });
      expectRefused(renewal, 422, 'TWO_FACTOR_CODE_WRONG');
      for (const action of ['two_factor.disable_code_wrong', 'two_factor.recovery_codes_code_wrong'] as const) {
        const audited = await auditOf(action);
        expect(audited).toEqual([expect.objectContaining({ admin_id: staff.admin.id, target_type: 'admin', target_id: String(staff.admin.id) })]);
        expect(JSON.stringify(audited)).not.toContain(wrong);
      }
    });

    it('a super admin resets another admin’s second factor, audited; only a super admin, and not their own', async ({ api }) => {
      const { reset, auditOf, startSetup } = calls(api);
      const staff = await staffAdmin(api);
      await enableTwoFactor(api, staff.token);
      const other = await staffAdmin(api);
      expectRefused(await reset(other.token, staff.admin.id), 403, 'FORBIDDEN');

      const superToken = await adminToken(api);
      const response = await reset(superToken, staff.admin.id);
      expect(response.status, response.text).toBe(200);
      expect(response.body.message).toMatch(PERSIAN_LETTERS);
      const [row] = await auditOf('two_factor.reset');
      expect(row).toMatchObject({ target_type: 'admin', target_id: String(staff.admin.id) });
      expect(JSON.parse(row!.details!)).toEqual({ username: staff.username });

      expect((await adminLogin(api, staff.username, staff.password)).body.token).toEqual(expect.any(String));
      expectRefused(await reset(superToken, staff.admin.id), 409, 'TWO_FACTOR_NOT_ENABLED');
      expectRefused(await reset(superToken, 999_999), 404, 'ADMIN_NOT_FOUND');

      await startSetup(superToken);
      const superId = Number((await api.request('GET', '/admin/profile', { token: superToken })).body.data.admin.id);
      expectRefused(await reset(superToken, superId), 422, 'TWO_FACTOR_RESET_OWN');
    });

    it('the operator’s console reset (npm run admin:reset-two-factor) lets the admin in with the password alone', async ({ api }) => {
      const staff = await staffAdmin(api);
      await enableTwoFactor(api, staff.token);
      const admin = await api.services.admins.firstByUsername(staff.username.toUpperCase());
      await api.services.twoFactor.resetFromConsole(admin.id);
      expect((await adminLogin(api, staff.username, staff.password)).body.token).toEqual(expect.any(String));
      await expect(api.services.twoFactor.resetFromConsole(admin.id)).rejects.toMatchObject({ code: 'TWO_FACTOR_NOT_ENABLED' });
    });

    it('a challenge handed out before a reset no longer signs in', async ({ api }) => {
      const staff = await staffAdmin(api);
      const { secret } = await enableTwoFactor(api, staff.token);
      const challenge = await passwordStep(api, staff.username, staff.password);
      expect((await calls(api).reset(await adminToken(api), staff.admin.id)).status).toBe(200);
      expectRefused(await calls(api).loginWithCode(challenge, codeAt(secret, api.clock.now())), 422, 'TWO_FACTOR_CHALLENGE_EXPIRED');
    });
  });

  describe.concurrent('the requirement for every admin', () => {
    it('once a super admin requires it, an admin without it may do nothing but set it up; then everything again', async ({ api }) => {
      const { setRequired, status, startSetup, confirm, auditOf } = calls(api);
      const staff = await staffAdmin(api);
      expectRefused(await setRequired(staff.token, true), 403, 'FORBIDDEN');

      const superToken = await adminToken(api);
      expectRefused(await setRequired(superToken, true), 409, 'TWO_FACTOR_OWN_FIRST');
      await enableTwoFactor(api, superToken);
      const changed = await setRequired(superToken, true);
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body.data).toEqual({ two_factor_required: true });
      expect(await auditOf('settings.security')).toEqual([expect.objectContaining({ target_type: 'settings', target_id: 'security' })]);
      expect((await api.request('GET', '/admin/settings/security', { token: superToken })).body.data).toEqual({ two_factor_required: true });
      expect((await api.request('GET', '/admin/shell', { token: superToken })).body.data.security).toEqual({ two_factor_required: true });

      // The session opened before the change is held to it at once.
      expectRefused(await api.request('GET', '/admin/admin/list', { token: staff.token }), 403, 'TWO_FACTOR_SETUP_REQUIRED');
      const shell = await api.request('GET', '/admin/shell', { token: staff.token });
      expect(shell.status, shell.text).toBe(200);
      expect(shell.body.data.must_set_up_two_factor).toBe(true);
      expect((await status(staff.token)).body.data).toMatchObject({ is_required: true, is_enabled: false });

      const secret = (await startSetup(staff.token)).body.data.secret as string;
      expect((await confirm(staff.token, codeAt(secret, api.clock.now()))).status).toBe(200);
      expect((await api.request('GET', '/admin/admin/list', { token: staff.token })).status).toBe(200);
      expect((await api.request('GET', '/admin/shell', { token: staff.token })).body.data.must_set_up_two_factor).toBe(false);

      expect((await setRequired(superToken, false)).body.data).toEqual({ two_factor_required: false });
    });

    it('the admins list says who has a second factor', async ({ api }) => {
      const staff = await staffAdmin(api);
      await enableTwoFactor(api, staff.token);
      const list = await api.request('GET', '/admin/admin/list', { token: await adminToken(api) });
      expect(list.status, list.text).toBe(200);
      const byId = new Map((list.body.data.items as { id: number; has_two_factor: boolean }[]).map((item) => [item.id, item.has_two_factor]));
      expect(byId.get(staff.admin.id)).toBe(true);
      expect([...byId.values()].filter(Boolean)).toHaveLength(1);
    });
  });
});
