import { describe, expect } from 'vitest';
import { adminLogin, apiTest, dialects, GOOD_PASSWORD, PERSIAN_LETTERS, registerVerifiedUser, uniqueMobile, type TestApi } from '../support/test-api';

const PERSIAN_DIGITS = /[\u06f0-\u06f9]/;
const LATIN_DIGITS = /[0-9]/;

const english = { 'accept-language': 'en' };
const persian = { 'accept-language': 'fa' };

/** Every piece of text the caller reads in an answer: the message and each of errors[]. */
const textsOf = (body: { message: string; errors?: string[] }) => [body.message, ...(body.errors ?? [])];

function register(api: TestApi, headers?: Record<string, string>, mobile = uniqueMobile()) {
  return api.request('POST', '/auth/register', { body: { name: 'سارا احمدی', mobile, password: GOOD_PASSWORD }, headers });
}

function wrongLogin(api: TestApi, headers?: Record<string, string>) {
  return api.request('POST', '/auth/login', { body: { mobile: uniqueMobile(), password: 'not-the-password' }, headers });
}

/** A current password longer than the schema allows, a check with no message of our own: zod writes it. */
async function changePasswordWithTooLongCurrent(api: TestApi, headers: Record<string, string>) {
  const { token } = await registerVerifiedUser(api);
  return api.request('POST', '/user/change/password', { token, body: { current_password: 'x'.repeat(129), password: 'Abr-Baharan-77' }, headers });
}

describe.each(dialects)('the language of API answers on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('by Accept-Language', () => {
    it('a caller who names no language reads Persian', async ({ api }) => {
      const registered = await register(api);
      const refused = await wrongLogin(api);

      expect(registered.body.message).toBe('کد تأیید به شماره موبایل شما پیامک شد.');
      expect(refused.status).toBe(422);
      for (const text of textsOf(refused.body)) expect(text).toMatch(PERSIAN_LETTERS);
    });

    it('an English caller reads a success message in English', async ({ api }) => {
      const registered = await register(api, english);

      expect(registered.status, registered.text).toBe(200);
      expect(registered.body.message).toBe('A verification code was texted to your mobile number.');
    });

    it('an English caller reads an error and its errors[] in English', async ({ api }) => {
      const refused = await wrongLogin(api, english);

      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('Wrong mobile number or password.');
      expect(refused.body.errors).toEqual(['Wrong mobile number or password.']);
    });

    it("an English caller reads zod's own 422 message in English, the field named in English", async ({ api }) => {
      const refused = await changePasswordWithTooLongCurrent(api, english);

      expect(refused.status).toBe(422);
      expect(refused.body.errors).toHaveLength(1);
      expect(refused.body.errors![0]).toMatch(/^Current password: .*128/);
      expect(refused.body.errors![0]).not.toMatch(PERSIAN_LETTERS);
    });

    it("a Persian caller reads zod's own 422 message in Persian with Persian digits", async ({ api }) => {
      const refused = await changePasswordWithTooLongCurrent(api, persian);

      expect(refused.status).toBe(422);
      expect(refused.body.errors).toHaveLength(1);
      expect(refused.body.errors![0]).toMatch(/^رمز عبور فعلی: .*۱۲۸/);
      expect(refused.body.errors![0]).not.toMatch(LATIN_DIGITS);
    });

    it("a schema's own Persian message reaches an English caller in English", async ({ api }) => {
      const refused = await api.request('POST', '/auth/login', { body: { mobile: '123', password: 'x' }, headers: english });

      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual(['The mobile number is not valid; enter it like 09123456789.']);
    });

    it('an English caller who sends an empty registration reads every problem in English', async ({ api }) => {
      const refused = await api.request('POST', '/auth/register', { body: {}, headers: english });

      expect(refused.status).toBe(422);
      expect(refused.body.errors!.length).toBeGreaterThan(1);
      for (const text of textsOf(refused.body)) expect(text).not.toMatch(PERSIAN_LETTERS);
    });

    it('an English caller reads the tries left after a wrong code in Latin digits', async ({ api }) => {
      const mobile = uniqueMobile();
      const registered = await register(api, english, mobile);
      const code = api.lastCodeFor(mobile);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

      const refused = await api.request('POST', '/auth/verify', {
        body: { verification_code: registered.body.data.verification_code, code: wrong },
        headers: english,
      });

      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('Wrong verification code. 4 tries left.');
      expect(refused.body.errors).toEqual(['Wrong verification code. 4 tries left.']);
    });

    it('a throttled Persian caller reads the seconds to wait in Persian digits', async ({ api }) => {
      for (let i = 0; i < 5; i++) await adminLogin(api, 'admin', 'wrong-password');

      const refused = await adminLogin(api, 'admin', 'wrong-password', persian);

      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(PERSIAN_DIGITS);
      expect(refused.body.message).not.toMatch(LATIN_DIGITS);
    });

    it('a throttled English caller reads the seconds to wait in Latin digits', async ({ api }) => {
      for (let i = 0; i < 5; i++) await adminLogin(api, 'admin', 'wrong-password');

      const refused = await adminLogin(api, 'admin', 'wrong-password', english);

      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
    });

    it('an English caller reads the 404 of an unknown API path in English', async ({ api }) => {
      const missing = await api.request('GET', '/no/such/route', { headers: english });

      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ hasError: true, message: 'Nothing was found.', data: { code: 'NOT_FOUND' } });
    });

    it('an English caller who is not signed in reads 401 in English', async ({ api }) => {
      const refused = await api.request('GET', '/user/profile', { headers: english });

      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Please sign in first.');
    });

    it('the first language a browser lists decides, whatever its region', async ({ api }) => {
      const american = await wrongLogin(api, { 'accept-language': 'en-US,en;q=0.9,fa;q=0.8' });
      const iranian = await wrongLogin(api, { 'accept-language': 'fa-IR,fa;q=0.9,en;q=0.8' });
      const german = await wrongLogin(api, { 'accept-language': 'de-DE,en;q=0.5' });

      expect(american.body.message).toBe('Wrong mobile number or password.');
      expect(iranian.body.message).toBe('شماره موبایل یا رمز عبور نادرست است.');
      expect(german.body.message).toBe('شماره موبایل یا رمز عبور نادرست است.');
    });

    it('callers in two languages at the same time each read their own', async ({ api }) => {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => api.request('GET', '/user/profile', { headers: i % 2 ? english : persian })));

      answers.forEach((answer, i) => {
        expect(answer.body.message).toBe(i % 2 ? 'Please sign in first.' : 'ابتدا وارد حساب کاربری شوید.');
      });
    });
  });
});
