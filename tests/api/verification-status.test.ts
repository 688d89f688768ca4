import { describe, expect } from 'vitest';
import { apiTest, dialects, expectErrorEnvelope, GOOD_PASSWORD, PERSIAN_LETTERS, registerVerifiedUser, uniqueMobile, type TestApi } from '../support/test-api';

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const masked = (mobile: string) => `${mobile.slice(0, 4)}***${mobile.slice(-4)}`;

function calls(api: TestApi) {
  return {
    status: (id: string) => api.request('GET', `/auth/verification/${id}`),
    verify: (id: string, code: string) => api.request('POST', '/auth/verify', { body: { verification_code: id, code } }),
    resend: (id: string) => api.request('POST', '/auth/resend', { body: { verification_code: id } }),
    async register(mobile = uniqueMobile()) {
      const response = await api.request('POST', '/auth/register', { body: { name: 'سارا احمدی', mobile, password: GOOD_PASSWORD } });
      expect(response.status, response.text).toBe(200);
      return { mobile, id: response.body.data.verification_code as string };
    },
  };
}

describe.each(dialects)('verification status on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('what the verification screen is told', () => {
    it('a waiting verification shows the masked mobile, the wait before a resend and the tries left', async ({ api }) => {
      const { status, register } = calls(api);
      const { mobile, id } = await register();
      api.advanceMinutes(20 / 60);

      const response = await status(id);
      expect(response.status, response.text).toBe(200);
      expect(response.body.data).toEqual({ mobile_masked: masked(mobile), resend_after_seconds: 40, attempts_left: 5, is_dead: false });
      expect(response.text).not.toContain(mobile);
    });

    it('a minute after the last text a resend is allowed at once', async ({ api }) => {
      const { status, register } = calls(api);
      const { id } = await register();
      api.advanceMinutes(1);
      expect((await status(id)).body.data.resend_after_seconds).toBe(0);
    });

    it('after five texts in an hour the wait runs to the end of that hour', async ({ api }) => {
      const { status, resend, register } = calls(api);
      const { id } = await register();
      for (let i = 0; i < 4; i++) {
        api.advanceMinutes(1);
        expect((await resend(id)).status).toBe(200);
      }
      api.advanceMinutes(1);
      expect((await status(id)).body.data.resend_after_seconds).toBe(55 * 60);
    });

    it('a wrong code answers 422 with the tries left, in Persian digits in the message', async ({ api }) => {
      const { verify, register } = calls(api);
      const { mobile, id } = await register();
      const wrong = await verify(id, wrongCodeFor(api.lastCodeFor(mobile)));
      expect(wrong.status).toBe(422);
      expectErrorEnvelope(wrong);
      expect(wrong.body.data).toEqual({ code: 'CODE_WRONG', attempts_left: 4 });
      expect(wrong.body.message).toContain('۴');
      expect(wrong.body.message).not.toMatch(/[0-9]/);
    });

    it('the fifth wrong code answers 0 tries left and the verification is then dead', async ({ api }) => {
      const { verify, status, register } = calls(api);
      const { mobile, id } = await register();
      const wrong = wrongCodeFor(api.lastCodeFor(mobile));
      for (let i = 0; i < 4; i++) await verify(id, wrong);
      const last = await verify(id, wrong);
      expect(last.status).toBe(422);
      expect(last.body.data).toEqual({ code: 'CODE_TRIES_EXHAUSTED', attempts_left: 0 });

      const response = await status(id);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ is_dead: true, attempts_left: 0 });
    });

    it('a used verification is dead', async ({ api }) => {
      const { verify, status, register } = calls(api);
      const { mobile, id } = await register();
      expect((await verify(id, api.lastCodeFor(mobile))).status).toBe(200);
      expect((await status(id)).body.data.is_dead).toBe(true);
    });

    it('an unknown id answers like a dead verification', async ({ api }) => {
      const { status, verify, register } = calls(api);
      const { mobile, id } = await register();
      expect((await verify(id, api.lastCodeFor(mobile))).status).toBe(200);
      const used = await status(id);
      const unknown = await status('x'.repeat(43));
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(used.body);
    });

    it('a malformed id answers 422 with a Persian reason', async ({ api }) => {
      const response = await calls(api).status('abc');
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
    });

    it('a reset for an unknown mobile looks exactly like one for a known mobile', async ({ api }) => {
      const { status } = calls(api);
      const { mobile: known } = await registerVerifiedUser(api);
      const unknown = uniqueMobile();
      const forget = (mobile: string) => api.request('POST', '/auth/forget/password', { body: { mobile } });
      const real = await status((await forget(known)).body.data.verification_code);
      const decoy = await status((await forget(unknown)).body.data.verification_code);
      expect(decoy.body.data).toEqual({ ...real.body.data, mobile_masked: masked(unknown) });
      expect(real.body.data.mobile_masked).toBe(masked(known));
    });

    it('registering an already verified mobile gets a verification that looks like a new one', async ({ api }) => {
      const { status, register } = calls(api);
      const { mobile: taken } = await registerVerifiedUser(api);
      const fresh = await status((await register()).id);
      const decoy = await status((await register(taken)).id);
      expect(decoy.body.data).toEqual({ ...fresh.body.data, mobile_masked: masked(taken) });
    });
  });
});
