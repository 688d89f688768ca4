import { createHash, createHmac } from 'node:crypto';
import { describe, expect } from 'vitest';
import { createAuthService } from '../../server/modules/auth/service';
import { toPersianDigits } from '../../shared/digits';
import { SIGN_IN_LIMITS } from '../../server/rate-limit/sign-in-throttle';
import {
  apiTest,
  dialects,
  expectErrorEnvelope,
  expectThrottled,
  GOOD_PASSWORD,
  PERSIAN_LETTERS,
  registerVerifiedUser,
  uniqueMobile,
  type TestApi,
} from '../support/test-api';

const VERIFICATION_ID = /^[A-Za-z0-9_-]{20,64}$/;
const NEW_PASSWORD = 'Abr-Baharan-77';

/** Any 6-digit code other than the given one. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const toArabicIndicDigits = (value: string) => value.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/** The auth calls of one API, as the browser makes them. */
function authCalls(api: TestApi) {
  const register = (mobile: string, password = GOOD_PASSWORD, name = 'سارا احمدی') =>
    api.request('POST', '/auth/register', { body: { name, mobile, password } });
  return {
    register,
    verify: (verificationId: string, code: string) => api.request('POST', '/auth/verify', { body: { verification_code: verificationId, code } }),
    resend: (verificationId: string) => api.request('POST', '/auth/resend', { body: { verification_code: verificationId } }),
    login: (mobile: string, password: string, headers?: Record<string, string>) => api.request('POST', '/auth/login', { body: { mobile, password }, headers }),
    forgetPassword: (mobile: string) => api.request('POST', '/auth/forget/password', { body: { mobile } }),
    profile: (token: string) => api.request('GET', '/user/profile', { token }),
    changePassword: (token: string, body: Record<string, unknown>) => api.request('POST', '/user/change/password', { token, body }),
    /** Register and return the verification id, without verifying. */
    async startRegistration(mobile = uniqueMobile()) {
      const response = await register(mobile);
      expect(response.status, response.text).toBe(200);
      return { mobile, verificationId: response.body.data.verification_code as string };
    },
  };
}

describe.each(dialects)('auth on %s', (dialect) => {
  const it = apiTest(dialect);
  /** Trusts X-Forwarded-For, so a test can send each try from an address of its choosing. */
  const behindProxy = apiTest(dialect, { env: { TRUST_PROXY: 'true' } });

  describe.concurrent('register and verify', () => {
    it('register returns a verification id and sends a 6-digit code that never appears in the response', async ({ api }) => {
      const { register } = authCalls(api);
      const mobile = uniqueMobile();
      const response = await register(mobile);

      expect(response.status).toBe(200);
      expect(response.body.hasError).toBe(false);
      expect(response.body.data.verification_code).toMatch(VERIFICATION_ID);
      expect(response.body.token).toBeUndefined();
      const code = api.lastCodeFor(mobile);
      expect(code).toMatch(/^\d{6}$/);
      expect(response.text).not.toContain(code);
      expect(JSON.stringify([...response.headers])).not.toContain(code);
    });

    it('verify with the right code returns a token and the user, and the token opens the profile', async ({ api }) => {
      const { verify, profile, startRegistration } = authCalls(api);
      const { mobile, verificationId } = await startRegistration();

      const verified = await verify(verificationId, api.lastCodeFor(mobile));
      expect(verified.status, verified.text).toBe(200);
      expect(verified.body.hasError).toBe(false);
      expect(verified.body.token).toEqual(expect.any(String));
      expect(verified.body.data.user).toMatchObject({ name: 'سارا احمدی', mobile });

      const me = await profile(verified.body.token!);
      expect(me.status, me.text).toBe(200);
      expect(me.body.data.user).toEqual(
        expect.objectContaining({ id: verified.body.data.user.id, name: 'سارا احمدی', mobile, email: null, balance: 0, min_balance: 0 }),
      );
    });

    it('a mobile and a code typed in Persian digits are accepted', async ({ api }) => {
      const { register, verify } = authCalls(api);
      const mobile = uniqueMobile();
      const registered = await register(toPersianDigits(mobile));
      expect(registered.status, registered.text).toBe(200);

      const verified = await verify(registered.body.data.verification_code, toPersianDigits(api.lastCodeFor(mobile)));
      expect(verified.status, verified.text).toBe(200);
      expect(verified.body.data.user.mobile).toBe(mobile);
    });

    it('a code typed in Arabic-Indic digits is accepted', async ({ api }) => {
      const { verify, startRegistration } = authCalls(api);
      const { mobile, verificationId } = await startRegistration();
      const verified = await verify(verificationId, toArabicIndicDigits(api.lastCodeFor(mobile)));
      expect(verified.status, verified.text).toBe(200);
    });

    it('+98 and 0098 prefixes are normalised to the 09… form', async ({ api }) => {
      const { login } = authCalls(api);
      const mobile = uniqueMobile();
      const international = '+98' + mobile.slice(1);
      const { user } = await registerVerifiedUser(api, { mobile: international });
      expect(user.mobile).toBe(mobile);

      const signedIn = await login('0098' + mobile.slice(1), GOOD_PASSWORD);
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(signedIn.body.data.user.id).toBe(user.id);
    });

    it('a malformed mobile is refused with a Persian reason', async ({ api }) => {
      const { register } = authCalls(api);
      const response = await register('12345');
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
    });

    it('a wrong code says how many tries remain', async ({ api }) => {
      const { verify, startRegistration } = authCalls(api);
      const { mobile, verificationId } = await startRegistration();
      const wrong = wrongCodeFor(api.lastCodeFor(mobile));

      const first = await verify(verificationId, wrong);
      expect(first.status).toBe(422);
      expectErrorEnvelope(first);
      expect(first.body.message).toContain('۴');
      expect(first.body.token).toBeUndefined();

      const second = await verify(verificationId, wrong);
      expect(second.body.message).toContain('۳');
    });

    it('five wrong codes kill the verification, even with the right code afterwards', async ({ api }) => {
      const { verify, startRegistration } = authCalls(api);
      const { mobile, verificationId } = await startRegistration();
      const code = api.lastCodeFor(mobile);
      for (let i = 0; i < 5; i++) expect((await verify(verificationId, wrongCodeFor(code))).status).toBe(422);

      const late = await verify(verificationId, code);
      expect(late.status).toBe(422);
      expectErrorEnvelope(late);
      expect(late.body.token).toBeUndefined();
    });

    it('a resend sends a new code and the old one stops working', async ({ api }) => {
      const { verify, resend, startRegistration } = authCalls(api);
      const { mobile, verificationId } = await startRegistration();
      const oldCode = api.lastCodeFor(mobile);
      api.advanceMinutes(1.1);

      const resent = await resend(verificationId);
      expect(resent.status, resent.text).toBe(200);
      expect(resent.body.data).toEqual({ resend_after_seconds: 60 });
      expect(api.sentTo(mobile)).toHaveLength(2);
      const newCode = api.lastCodeFor(mobile);
      expect(resent.text).not.toContain(newCode);

      if (newCode !== oldCode) expect((await verify(verificationId, oldCode)).status).toBe(422);
      expect((await verify(verificationId, newCode)).status).toBe(200);
    });

    it('a resend does not reset the wrong-try count', async ({ api }) => {
      const { verify, resend, startRegistration } = authCalls(api);
      const { mobile, verificationId } = await startRegistration();
      for (let i = 0; i < 4; i++) await verify(verificationId, wrongCodeFor(api.lastCodeFor(mobile)));
      api.advanceMinutes(1.1);
      expect((await resend(verificationId)).status).toBe(200);

      const fifthWrong = await verify(verificationId, wrongCodeFor(api.lastCodeFor(mobile)));
      expect(fifthWrong.status).toBe(422);
      const right = await verify(verificationId, api.lastCodeFor(mobile));
      expect(right.status).toBe(422);
      expect(right.body.token).toBeUndefined();
    });

    it('a resend before 60 seconds is refused with 429 and Retry-After', async ({ api }) => {
      const { resend, startRegistration } = authCalls(api);
      const { mobile, verificationId } = await startRegistration();
      api.advanceMinutes(0.5);

      const early = await resend(verificationId);
      expect(early.status).toBe(429);
      expectErrorEnvelope(early);
      expect(early.body.message).toMatch(PERSIAN_LETTERS);
      expect(Number(early.headers.get('retry-after'))).toBe(30);
      expect(api.sentTo(mobile)).toHaveLength(1);
    });

    it('at most 5 codes are sent an hour for one verification', async ({ api }) => {
      const { resend, startRegistration } = authCalls(api);
      const { mobile, verificationId } = await startRegistration();
      for (let i = 0; i < 4; i++) {
        api.advanceMinutes(1.1);
        expect((await resend(verificationId)).status).toBe(200);
      }
      expect(api.sentTo(mobile)).toHaveLength(5);

      api.advanceMinutes(1.1);
      const sixth = await resend(verificationId);
      expect(sixth.status).toBe(429);
      expectErrorEnvelope(sixth);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(api.sentTo(mobile)).toHaveLength(5);

      api.advanceMinutes(60);
      expect((await resend(verificationId)).status).toBe(200);
      expect(api.sentTo(mobile)).toHaveLength(6);
    });

    it('a code older than 10 minutes is refused', async ({ api }) => {
      const { verify, startRegistration } = authCalls(api);
      const { mobile, verificationId } = await startRegistration();
      api.advanceMinutes(10);

      const late = await verify(verificationId, api.lastCodeFor(mobile));
      expect(late.status).toBe(422);
      expectErrorEnvelope(late);
      expect(late.body.token).toBeUndefined();
    });

    it('a code just under 10 minutes old still works', async ({ api }) => {
      const { verify, startRegistration } = authCalls(api);
      const { mobile, verificationId } = await startRegistration();
      api.advanceMinutes(9.9);
      expect((await verify(verificationId, api.lastCodeFor(mobile))).status).toBe(200);
    });

    it('a verification cannot be used twice', async ({ api }) => {
      const { verify, startRegistration } = authCalls(api);
      const { mobile, verificationId } = await startRegistration();
      const code = api.lastCodeFor(mobile);
      expect((await verify(verificationId, code)).status).toBe(200);

      const again = await verify(verificationId, code);
      expect(again.status).toBe(422);
      expect(again.body.token).toBeUndefined();
    });

    it('the right code typed again after it worked says it was already used; another code says start again', async ({ api }) => {
      const { verify, startRegistration } = authCalls(api);
      const { mobile, verificationId } = await startRegistration();
      const code = api.lastCodeFor(mobile);
      expect((await verify(verificationId, code)).status).toBe(200);

      // A double submit reaches the server after the first one finished: the same answer as when both race.
      expect((await verify(verificationId, code)).body.data.code).toBe('CODE_USED');
      const otherCode = code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
      expect((await verify(verificationId, otherCode)).body.data.code).toBe('VERIFICATION_DEAD');
    });

    it('an unknown verification id is refused', async ({ api }) => {
      const { verify } = authCalls(api);
      const response = await verify('x'.repeat(43), '123456');
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
    });

    it('two registrations of one new mobile at once both answer and leave one account', async ({ api }) => {
      const { register, verify } = authCalls(api);
      const mobile = uniqueMobile();
      const answers = await Promise.all([register(mobile), register(mobile), register(mobile)]);
      for (const answer of answers) expect(answer.status, answer.text).toBe(200);

      const rows = await api.services.db.selectFrom('users').select('id').where('mobile', '=', mobile).execute();
      expect(rows).toHaveLength(1);
      expect(api.sentTo(mobile)).toHaveLength(3);
      // The latest code opens exactly the verification it was sent for.
      const code = api.lastCodeFor(mobile);
      const statuses = [];
      for (const answer of answers) statuses.push((await verify(answer.body.data.verification_code, code)).status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    });

    it('a malformed verification id is refused in Persian words only', async ({ api }) => {
      const { verify } = authCalls(api);
      const response = await verify('abc', '123456');
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
      expect(response.text).not.toContain('verification_code');
    });

    it('registering an already verified mobile answers the same way but sends a notice without a code', async ({ api }) => {
      const { register } = authCalls(api);
      const fresh = await register(uniqueMobile());
      const { mobile } = await registerVerifiedUser(api);
      const sentBefore = api.sentTo(mobile).length;

      const again = await register(mobile, 'Another-Pass-99', 'نفوذگر');
      expect(again.status).toBe(fresh.status);
      expect(again.body.message).toBe(fresh.body.message);
      expect(Object.keys(again.body.data)).toEqual(Object.keys(fresh.body.data));
      expect(again.body.data.verification_code).toMatch(VERIFICATION_ID);

      const notices = api.sentTo(mobile).slice(sentBefore);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.code).toBeUndefined();
      expect(notices[0]!.text).not.toMatch(/\d{6}/);
    });

    it('registering an already verified mobile changes neither its password nor its name', async ({ api }) => {
      const { register, verify, login } = authCalls(api);
      const { mobile, password, user } = await registerVerifiedUser(api, { name: 'مالک واقعی' });
      const again = await register(mobile, 'Another-Pass-99', 'نفوذگر');
      for (const guess of ['000000', '123456', '999999']) {
        expect((await verify(again.body.data.verification_code, guess)).status).toBe(422);
      }

      expect((await login(mobile, 'Another-Pass-99')).status).toBe(422);
      const owner = await login(mobile, password);
      expect(owner.status, owner.text).toBe(200);
      expect(owner.body.data.user).toMatchObject({ id: user.id, name: 'مالک واقعی' });
    });

    it('a common password is refused with a reason', async ({ api }) => {
      const { register } = authCalls(api);
      const response = await register(uniqueMobile(), 'password123');
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
      expect(api.outbox).toHaveLength(0);
    });

    it('a password containing the mobile number is refused with a reason', async ({ api }) => {
      const { register } = authCalls(api);
      const mobile = uniqueMobile();
      const response = await register(mobile, `x${mobile}!`);
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors![0]).toContain('موبایل');
    });

    it('a password shorter than 8 characters is refused', async ({ api }) => {
      const { register } = authCalls(api);
      const response = await register(uniqueMobile(), 'Kh-7a');
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
    });
  });

  describe.concurrent('a registration waiting for its code', () => {
    const FIRST = { password: 'Kuh-Alvand-2468', name: 'صاحب شماره' };
    const SECOND = { password: 'Darya-Khazar-1357', name: 'نفر دوم' };

    /** Two registrations of one new mobile, each with its own code as texted right after it. */
    async function twoRegistrations(api: TestApi) {
      const { register } = authCalls(api);
      const mobile = uniqueMobile();
      const first = await register(mobile, FIRST.password, FIRST.name);
      expect(first.status, first.text).toBe(200);
      const firstCode = api.lastCodeFor(mobile);
      const second = await register(mobile, SECOND.password, SECOND.name);
      expect(second.status, second.text).toBe(200);
      const secondCode = api.lastCodeFor(mobile);
      return {
        mobile,
        first: { id: first.body.data.verification_code as string, code: firstCode },
        second: { id: second.body.data.verification_code as string, code: secondCode },
      };
    }

    it("a later registration does not change the first one's password or name: its code signs in with what it asked for", async ({ api }) => {
      const { verify, login } = authCalls(api);
      const { mobile, first } = await twoRegistrations(api);

      const verified = await verify(first.id, first.code);
      expect(verified.status, verified.text).toBe(200);
      expect(verified.body.data.user.name).toBe(FIRST.name);
      expect((await login(mobile, SECOND.password)).status).toBe(422);
      expect((await login(mobile, FIRST.password)).status).toBe(200);
    });

    it('the later registration verified with its own code gets its own password and name', async ({ api }) => {
      const { verify, login } = authCalls(api);
      const { mobile, second } = await twoRegistrations(api);

      const verified = await verify(second.id, second.code);
      expect(verified.status, verified.text).toBe(200);
      expect(verified.body.data.user.name).toBe(SECOND.name);
      expect((await login(mobile, FIRST.password)).status).toBe(422);
      expect((await login(mobile, SECOND.password)).status).toBe(200);
    });

    it('once one registration of a mobile is verified, the other waiting one can no longer be verified', async ({ api }) => {
      const { verify, login } = authCalls(api);
      const { mobile, first, second } = await twoRegistrations(api);
      expect((await verify(second.id, second.code)).status).toBe(200);

      const late = await verify(first.id, first.code);
      expect(late.status, late.text).toBe(422);
      expectErrorEnvelope(late);
      expect(late.body.token).toBeUndefined();
      expect((await login(mobile, FIRST.password)).status).toBe(422);
      const owner = await login(mobile, SECOND.password);
      expect(owner.status, owner.text).toBe(200);
      expect(owner.body.data.user.name).toBe(SECOND.name);
    });

    it('two registrations of one mobile verified at the same moment sign in only one', async ({ api }) => {
      const { verify } = authCalls(api);
      const { first, second } = await twoRegistrations(api);
      const answers = await Promise.all([verify(first.id, first.code), verify(second.id, second.code)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    });

    it('a registration refused with 429 changes nothing', async ({ api }) => {
      const { register, verify, login } = authCalls(api);
      const mobile = uniqueMobile();
      const owner = await register(mobile, FIRST.password, FIRST.name);
      const ownerCode = api.lastCodeFor(mobile);
      // The mobile's hourly texts are used up by four more of the owner's own tries.
      for (let i = 0; i < 4; i++) expect((await register(mobile, FIRST.password, FIRST.name)).status).toBe(200);

      const refused = await register(mobile, SECOND.password, SECOND.name);
      expect(refused.status, refused.text).toBe(429);
      const verified = await verify(owner.body.data.verification_code, ownerCode);
      expect(verified.status, verified.text).toBe(200);
      expect(verified.body.data.user.name).toBe(FIRST.name);
      expect((await login(mobile, SECOND.password)).status).toBe(422);
    });

    it('a password reset of a waiting mobile verifies it, so the owner can then sign in', async ({ api }) => {
      const { forgetPassword, verify, login } = authCalls(api);
      const { mobile, first } = await twoRegistrations(api);
      const reset = await forgetPassword(mobile);
      expect((await verify(reset.body.data.verification_code, api.lastCodeFor(mobile))).status).toBe(200);

      const signedIn = await login(mobile, FIRST.password);
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(signedIn.body.token).toEqual(expect.any(String));
      expect((await verify(first.id, first.code)).status).toBe(422);
    });

    it("a later registration's password does not start a sign-in for the waiting mobile", async ({ api }) => {
      const { login } = authCalls(api);
      const { mobile } = await twoRegistrations(api);
      const sentBefore = api.sentTo(mobile).length;

      const refused = await login(mobile, SECOND.password);
      expect(refused.status, refused.text).toBe(422);
      expect(api.sentTo(mobile)).toHaveLength(sentBefore);
    });

    it('signing in to a waiting mobile with its first password texts a code that verifies with that password', async ({ api }) => {
      const { login, verify } = authCalls(api);
      const { mobile } = await twoRegistrations(api);

      const started = await login(mobile, FIRST.password);
      expect(started.status, started.text).toBe(200);
      const verified = await verify(started.body.data.verification_code, api.lastCodeFor(mobile));
      expect(verified.status, verified.text).toBe(200);
      expect(verified.body.data.user.name).toBe(FIRST.name);
      expect((await login(mobile, FIRST.password)).status).toBe(200);
    });
  });

  describe.concurrent('texts from one address', () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const registerFrom = (api: TestApi, address: string, mobile = uniqueMobile()) =>
      api.request('POST', '/auth/register', { body: { name: 'سارا احمدی', mobile, password: GOOD_PASSWORD }, headers: from(address) });

    behindProxy('one address gets at most 10 texts an hour, whatever the mobiles', async ({ api }) => {
      for (let i = 0; i < 10; i++) {
        const registered = await registerFrom(api, '198.51.100.20');
        expect(registered.status, registered.text).toBe(200);
      }
      const mobile = uniqueMobile();
      const blocked = await registerFrom(api, '198.51.100.20', mobile);
      expectThrottled(blocked, 60 * 60);
      expect(api.sentTo(mobile)).toHaveLength(0);
      const rows = await api.services.db.selectFrom('users').select('id').where('mobile', '=', mobile).execute();
      expect(rows).toHaveLength(0);

      expect((await registerFrom(api, '198.51.100.21')).status).toBe(200);
      api.advanceHours(1);
      expect((await registerFrom(api, '198.51.100.20')).status).toBe(200);
    });

    behindProxy('forgot-password, resend and an unverified sign-in draw on the same allowance as registration', async ({ api }) => {
      const address = from('198.51.100.30');
      const mobile = uniqueMobile();
      const waiting = await registerFrom(api, '198.51.100.30', mobile);
      const known = await registerVerifiedUser(api);
      for (let i = 0; i < 6; i++) {
        expect((await api.request('POST', '/auth/forget/password', { body: { mobile: uniqueMobile() }, headers: address })).status).toBe(200);
      }
      expect((await api.request('POST', '/auth/forget/password', { body: { mobile: known.mobile }, headers: address })).status).toBe(200);
      api.advanceMinutes(1.1);
      const resent = await api.request('POST', '/auth/resend', { body: { verification_code: waiting.body.data.verification_code }, headers: address });
      expect(resent.status, resent.text).toBe(200);
      const signIn = await api.request('POST', '/auth/login', { body: { mobile, password: GOOD_PASSWORD }, headers: address });
      expect(signIn.status, signIn.text).toBe(200);

      for (const blocked of [
        await registerFrom(api, '198.51.100.30'),
        await api.request('POST', '/auth/forget/password', { body: { mobile: known.mobile }, headers: address }),
        await api.request('POST', '/auth/login', { body: { mobile, password: GOOD_PASSWORD }, headers: address }),
      ]) {
        expect(blocked.status, blocked.text).toBe(429);
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });
  });

  describe.concurrent('texts from everyone', () => {
    const ceiling = apiTest(dialect, { env: { TRUST_PROXY_HOPS: '1', SMS_PER_HOUR: '3' } });

    ceiling('past the hourly ceiling for all texts every address gets 429 until the hour is over', async ({ api }) => {
      const registerFrom = (address: string) =>
        api.request('POST', '/auth/register', {
          body: { name: 'سارا احمدی', mobile: uniqueMobile(), password: GOOD_PASSWORD },
          headers: { 'x-forwarded-for': address },
        });
      for (let i = 1; i <= 3; i++) expect((await registerFrom(`203.0.113.${i}`)).status).toBe(200);

      const blocked = await registerFrom('203.0.113.50');
      expect(blocked.status, blocked.text).toBe(429);
      expectErrorEnvelope(blocked);
      expect(blocked.body.message).toMatch(PERSIAN_LETTERS);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(api.outbox).toHaveLength(3);

      api.advanceHours(1);
      expect((await registerFrom('203.0.113.50')).status).toBe(200);
    });
  });

  describe.concurrent('forgotten password', () => {
    it('forget-password answers the same for unknown and known mobiles', async ({ api }) => {
      const { forgetPassword } = authCalls(api);
      const { mobile } = await registerVerifiedUser(api);
      const unknownMobile = uniqueMobile();

      const known = await forgetPassword(mobile);
      const unknown = await forgetPassword(unknownMobile);
      expect(unknown.status).toBe(known.status);
      expect(unknown.status).toBe(200);
      expect(unknown.body.message).toBe(known.body.message);
      expect(Object.keys(unknown.body.data)).toEqual(Object.keys(known.body.data));
      expect(unknown.body.data.verification_code).toMatch(VERIFICATION_ID);
      expect(known.body.data.verification_code).toMatch(VERIFICATION_ID);

      expect(api.sentTo(unknownMobile)).toHaveLength(0);
      expect(api.lastCodeFor(mobile)).toMatch(/^\d{6}$/);
      expect(known.text).not.toContain(api.lastCodeFor(mobile));
    });

    it('verifying a reset signs the user in with a session that may set a new password without the old one', async ({ api }) => {
      const { verify, forgetPassword, profile, changePassword } = authCalls(api);
      const { mobile } = await registerVerifiedUser(api);
      const reset = await forgetPassword(mobile);
      const verified = await verify(reset.body.data.verification_code, api.lastCodeFor(mobile));
      expect(verified.status, verified.text).toBe(200);
      expect(verified.body.data).toMatchObject({ purpose: 'reset', next: '/p/change-password' });
      const token = verified.body.token!;
      expect((await profile(token)).body.data.can_set_password_without_current).toBe(true);

      api.advanceMinutes(14);
      const changed = await changePassword(token, { password: NEW_PASSWORD });
      expect(changed.status, changed.text).toBe(200);
    });

    it('the reset session may no longer skip the old password after 15 minutes', async ({ api }) => {
      const { verify, forgetPassword, profile, changePassword } = authCalls(api);
      const { mobile } = await registerVerifiedUser(api);
      const reset = await forgetPassword(mobile);
      const token = (await verify(reset.body.data.verification_code, api.lastCodeFor(mobile))).body.token!;

      api.advanceMinutes(15);
      expect((await profile(token)).body.data.can_set_password_without_current).toBe(false);
      const refused = await changePassword(token, { password: NEW_PASSWORD });
      expect(refused.status).toBe(422);
      expectErrorEnvelope(refused);
    });

    it('after a reset the old password fails, the new one works, and other sessions end', async ({ api }) => {
      const { verify, login, forgetPassword, profile, changePassword } = authCalls(api);
      const { mobile, password, token: otherSession } = await registerVerifiedUser(api);
      const reset = await forgetPassword(mobile);
      const resetToken = (await verify(reset.body.data.verification_code, api.lastCodeFor(mobile))).body.token!;
      expect((await changePassword(resetToken, { password: NEW_PASSWORD })).status).toBe(200);

      expect((await profile(otherSession)).status).toBe(401);
      expect((await profile(resetToken)).status).toBe(200);
      expect((await login(mobile, password)).status).toBe(422);
      const withNew = await login(mobile, NEW_PASSWORD);
      expect(withNew.status, withNew.text).toBe(200);
      expect(withNew.body.token).toEqual(expect.any(String));
    });

    it('the reset window closes once the new password is set', async ({ api }) => {
      const { verify, forgetPassword, changePassword } = authCalls(api);
      const { mobile } = await registerVerifiedUser(api);
      const reset = await forgetPassword(mobile);
      const token = (await verify(reset.body.data.verification_code, api.lastCodeFor(mobile))).body.token!;
      expect((await changePassword(token, { password: NEW_PASSWORD })).status).toBe(200);

      const second = await changePassword(token, { password: 'Third-Pass-2025' });
      expect(second.status).toBe(422);
    });

    it('a reset for an unknown mobile can never be verified', async ({ api }) => {
      const { verify, forgetPassword } = authCalls(api);
      const reset = await forgetPassword(uniqueMobile());
      for (const guess of ['000000', '123456', '654321']) {
        const attempt = await verify(reset.body.data.verification_code, guess);
        expect(attempt.status).toBe(422);
        expect(attempt.body.token).toBeUndefined();
      }
    });
  });

  describe.concurrent('what the database keeps of a code', () => {
    it("a reset's stored hash does not give its code back to a reader of the database", async ({ api }) => {
      const { forgetPassword } = authCalls(api);
      const { mobile } = await registerVerifiedUser(api);
      const verificationId: string = (await forgetPassword(mobile)).body.data.verification_code;
      const code = api.lastCodeFor(mobile);
      const { code_hash } = await api.services.db.selectFrom('verifications').select('code_hash').where('id', '=', verificationId).executeTakeFirstOrThrow();
      // The review recovered codes by hashing each of the million as sha256("<id>:<code>") until one
      // matched: the recipe fails for the code itself, so it finds nothing, and so does any key but the app's.
      expect(code_hash).not.toBe(createHash('sha256').update(`${verificationId}:${code}`).digest('hex'));
      expect(code_hash).not.toBe(createHmac('sha256', 'a-guessed-key-of-at-least-32-characters').update(`${verificationId}:${code}`).digest('hex'));
    });

    it('a code texted before the application key changed no longer verifies; one texted after it does', async ({ api }) => {
      const { forgetPassword } = authCalls(api);
      const { mobile } = await registerVerifiedUser(api);
      const verificationId: string = (await forgetPassword(mobile)).body.data.verification_code;
      const code = api.lastCodeFor(mobile);
      const rotated = createAuthService({ ...api.services, env: { ...api.env, APP_KEY: 'the-next-application-key-of-32-characters' } });
      const origin = { ip: '198.51.100.7', userAgent: 'test' };

      await expect(rotated.verify(verificationId, code, origin)).rejects.toMatchObject({ code: 'CODE_WRONG' });
      api.advanceMinutes(1);
      await rotated.resend(verificationId, origin.ip);
      await expect(rotated.verify(verificationId, api.lastCodeFor(mobile), origin)).resolves.toMatchObject({ purpose: 'reset' });
    });
  });

  describe.concurrent('texts to one mobile', () => {
    it('at most 5 texts an hour reach one mobile, whichever flows ask for them', async ({ api }) => {
      const { register, resend, forgetPassword, verify } = authCalls(api);
      const mobile = uniqueMobile();
      const registered = await register(mobile);
      expect(registered.status, registered.text).toBe(200);
      const registration = registered.body.data.verification_code as string;
      expect((await forgetPassword(mobile)).status).toBe(200);
      api.advanceMinutes(61 / 60);
      expect((await resend(registration)).status).toBe(200);
      const reset = await forgetPassword(mobile);
      expect(reset.status).toBe(200);
      api.advanceMinutes(61 / 60);
      expect((await resend(reset.body.data.verification_code)).status).toBe(200);
      expect(api.sentTo(mobile)).toHaveLength(5);

      // Each verification alone is under its own allowance, but the number has had its five.
      api.advanceMinutes(61 / 60);
      for (const blocked of [await forgetPassword(mobile), await resend(registration), await register(mobile)]) {
        expectThrottled(blocked, 60 * 60);
      }
      expect(api.sentTo(mobile)).toHaveLength(5);

      // An hour after the first text the number may be texted again.
      api.advanceMinutes(60);
      const again = await forgetPassword(mobile);
      expect(again.status, again.text).toBe(200);
      expect(api.sentTo(mobile)).toHaveLength(6);
      expect((await verify(again.body.data.verification_code, api.lastCodeFor(mobile))).status).toBe(200);
    });
  });

  describe.concurrent('login and logout', () => {
    it('login with the right password returns a token and the user', async ({ api }) => {
      const { login, profile } = authCalls(api);
      const { mobile, password, user } = await registerVerifiedUser(api);
      const response = await login(mobile, password);
      expect(response.status, response.text).toBe(200);
      expect(response.body.hasError).toBe(false);
      expect(response.body.data.user).toMatchObject({ id: user.id, mobile });
      expect((await profile(response.body.token!)).status).toBe(200);
    });

    it('a wrong password and an unknown mobile get the same answer', async ({ api }) => {
      const { login } = authCalls(api);
      const { mobile } = await registerVerifiedUser(api);
      const wrongPassword = await login(mobile, 'Not-The-Password-1');
      const unknownMobile = await login(uniqueMobile(), 'Not-The-Password-1');
      expect(wrongPassword.status).toBe(422);
      expectErrorEnvelope(wrongPassword);
      expect(unknownMobile.status).toBe(wrongPassword.status);
      expect(unknownMobile.body.message).toBe(wrongPassword.body.message);
    });

    it('login of an unverified user returns a verification id and no token', async ({ api }) => {
      const { verify, login, startRegistration } = authCalls(api);
      const { mobile } = await startRegistration();
      const sentBefore = api.sentTo(mobile).length;

      const response = await login(mobile, GOOD_PASSWORD);
      expect(response.status, response.text).toBe(200);
      expect(response.body.token).toBeUndefined();
      expect(response.body.data.verification_code).toMatch(VERIFICATION_ID);
      expect(response.body.data.user).toBeUndefined();
      expect(api.sentTo(mobile)).toHaveLength(sentBefore + 1);
      expect(response.text).not.toContain(api.lastCodeFor(mobile));

      const verified = await verify(response.body.data.verification_code, api.lastCodeFor(mobile));
      expect(verified.status).toBe(200);
    });

    behindProxy(
      '5 wrong passwords a minute for one mobile from one address give 429 there, with Retry-After and a Persian message, then lift',
      async ({ api }) => {
        const { login } = authCalls(api);
        const { mobile, password } = await registerVerifiedUser(api);
        const there = { 'x-forwarded-for': '10.0.0.1' };
        for (let i = 0; i < 5; i++) expect((await login(mobile, 'Wrong-Pass-00', there)).status).toBe(422);

        const blocked = await login(mobile, password, there);
        expect(blocked.body.token).toBeUndefined();
        const retryAfter = expectThrottled(blocked, 60);

        api.clock.advance(retryAfter * 1000);
        const after = await login(mobile, password, there);
        expect(after.status, after.text).toBe(200);
      },
    );

    behindProxy('after 5 wrong passwords from one address the owner still signs in from another', async ({ api }) => {
      const { login } = authCalls(api);
      const { mobile, password } = await registerVerifiedUser(api);
      for (let i = 0; i < 5; i++) await login(mobile, 'Wrong-Pass-00', { 'x-forwarded-for': '203.0.113.66' });
      expect((await login(mobile, password, { 'x-forwarded-for': '203.0.113.66' })).status).toBe(429);

      const elsewhere = await login(mobile, password, { 'x-forwarded-for': '198.51.100.7' });
      expect(elsewhere.status, elsewhere.text).toBe(200);
    });

    behindProxy(
      'wrong passwords for one mobile from many addresses stop at the hourly ceiling everywhere, until a texted code proves the owner',
      async ({ api }) => {
        const { login, forgetPassword, verify } = authCalls(api);
        const { mobile, password } = await registerVerifiedUser(api);
        const { max } = SIGN_IN_LIMITS.account;
        // Spread over addresses so that no address reaches its own limit for the mobile.
        for (let i = 0; i < max; i++)
          expect((await login(mobile, 'Wrong-Pass-00', { 'x-forwarded-for': `10.1.${Math.floor(i / 4)}.${i % 4}` })).status).toBe(422);

        const anywhere = { 'x-forwarded-for': '198.51.100.20' };
        const blocked = await login(mobile, password, anywhere);
        expect(blocked.body.token).toBeUndefined();
        expectThrottled(blocked, SIGN_IN_LIMITS.account.windowMs / 1000);

        const reset = await forgetPassword(mobile);
        const verified = await verify(reset.body.data.verification_code, api.lastCodeFor(mobile));
        expect(verified.status, verified.text).toBe(200);
        const after = await login(mobile, password, anywhere);
        expect(after.status, after.text).toBe(200);
      },
    );

    behindProxy('tries refused for a blocked mobile do not use up the address allowance', async ({ api }) => {
      const { login } = authCalls(api);
      const blockedUser = await registerVerifiedUser(api);
      const other = await registerVerifiedUser(api);
      const shared = { 'x-forwarded-for': '10.0.2.1' };
      for (let i = 0; i < 5; i++) await login(blockedUser.mobile, 'Wrong-Pass-00', shared);

      for (let i = 0; i < SIGN_IN_LIMITS.address.max; i++) expect((await login(blockedUser.mobile, blockedUser.password, shared)).status).toBe(429);
      expect((await login(other.mobile, other.password, shared)).status).toBe(200);
    });

    it('parallel wrong guesses cannot slip past the limit: at most 5 are checked a minute', async ({ api }) => {
      const { login } = authCalls(api);
      const { mobile, password } = await registerVerifiedUser(api);
      const answers = await Promise.all(Array.from({ length: 20 }, () => login(mobile, 'Wrong-Pass-00')));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 422)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      expect((await login(mobile, password)).status).toBe(429);
    });

    behindProxy('ten colleagues behind one address signing in at the same moment all get in', async ({ api }) => {
      const { login } = authCalls(api);
      const office = { 'x-forwarded-for': '192.0.2.10' };
      const users = [];
      for (let i = 0; i < 10; i++) users.push(await registerVerifiedUser(api));
      const answers = await Promise.all(users.map((user) => login(user.mobile, user.password, office)));
      expect(answers.map((answer) => answer.status)).toEqual(users.map(() => 200));
    });

    behindProxy('successful sign-ins from one address do not count as failures', async ({ api }) => {
      const { login } = authCalls(api);
      const office = { 'x-forwarded-for': '192.0.2.10' };
      const users = [];
      for (let i = 0; i < 7; i++) users.push(await registerVerifiedUser(api));
      for (const user of users) {
        const response = await login(user.mobile, user.password, office);
        expect(response.status, response.text).toBe(200);
      }
      for (let i = 0; i < 4; i++) expect((await login(users[0]!.mobile, 'Wrong-Pass-00', office)).status).toBe(422);
      expect((await login(users[1]!.mobile, users[1]!.password, office)).status).toBe(200);
    });

    it('many wrong passwords a minute from one address, for any mobiles, block that address for every mobile, then lift', async ({ api }) => {
      const { login } = authCalls(api);
      const { mobile, password } = await registerVerifiedUser(api);
      for (let i = 0; i < SIGN_IN_LIMITS.address.max; i++) expect((await login(uniqueMobile(), 'Wrong-Pass-00')).status).toBe(422);

      const blocked = await login(mobile, password);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();

      api.advanceMinutes(1);
      expect((await login(mobile, password)).status).toBe(200);
    });

    it('logout deletes the session so the token then gets 401', async ({ api }) => {
      const { profile } = authCalls(api);
      const { token } = await registerVerifiedUser(api);
      const sessionsBefore = await api.services.db.selectFrom('sessions').select('id').execute();

      const out = await api.request('POST', '/auth/logout', { token });
      expect(out.status, out.text).toBe(200);
      expect(out.body.hasError).toBe(false);
      const sessionsAfter = await api.services.db.selectFrom('sessions').select('id').execute();
      expect(sessionsAfter).toHaveLength(sessionsBefore.length - 1);

      const me = await profile(token);
      expect(me.status).toBe(401);
      expectErrorEnvelope(me);
    });

    it('logout ends only the current session', async ({ api }) => {
      const { login, profile } = authCalls(api);
      const { token, mobile, password } = await registerVerifiedUser(api);
      const second = (await login(mobile, password)).body.token!;
      expect((await api.request('POST', '/auth/logout', { token: second })).status).toBe(200);
      expect((await profile(token)).status).toBe(200);
    });
  });
});
