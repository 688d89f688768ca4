import { describe, expect, vi } from 'vitest';
import { log } from '../../server/logging/logger';
import { apiTest, dialects, GOOD_PASSWORD, registerVerifiedUser, uniqueMobile, type ApiResponse, type TestApi } from '../support/test-api';

// The hasher is watched so a test can see that every registration pays for one hash, whichever branch
// it takes: a branch without the hash answers measurably faster and tells which mobiles have accounts.
const hashed = vi.hoisted(() => vi.fn());
vi.mock('../../server/security/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/security/password')>();
  return {
    ...original,
    passwordHasher: (bounds: Parameters<typeof original.passwordHasher>[0]) => {
      const hasher = original.passwordHasher(bounds);
      return {
        ...hasher,
        hash: (plain: string) => {
          hashed();
          return hasher.hash(plain);
        },
      };
    },
  };
});

const register = (api: TestApi, mobile: string, name = 'سارا احمدی') =>
  api.request('POST', '/auth/register', { body: { name, mobile, password: GOOD_PASSWORD } });

/** The answer, or a failure if it has not come within two seconds. */
async function answeredPromptly(request: Promise<ApiResponse>): Promise<ApiResponse> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the request waited for the text gateway')), 2000);
  });
  try {
    return await Promise.race([request, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(dialects)('registration timing on %s', (dialect) => {
  const it = apiTest(dialect);
  const hangingGateway = apiTest(dialect, { deliver: () => new Promise<void>(() => {}) });
  const failingGateway = apiTest(dialect, { deliver: () => Promise.reject(new Error('gateway down')) });

  it('every registration hashes its password once: new, waiting and already verified mobiles alike', async ({ api }) => {
    const { mobile: verifiedMobile } = await registerVerifiedUser(api);
    const waitingMobile = uniqueMobile();
    expect((await register(api, waitingMobile)).status).toBe(200);

    for (const mobile of [uniqueMobile(), waitingMobile, verifiedMobile]) {
      const before = hashed.mock.calls.length;
      const response = await register(api, mobile);
      expect(response.status, response.text).toBe(200);
      expect(hashed.mock.calls.length - before, `hashes for ${mobile}`).toBe(1);
    }
  });

  // Each branch gets its own API: a hung send must not hold up any of them, and answers stay the same.
  hangingGateway('a text gateway that never answers does not hold up registering a new mobile', async ({ api }) => {
    expect((await answeredPromptly(register(api, uniqueMobile()))).status).toBe(200);
  });

  hangingGateway('a text gateway that never answers does not hold up registering an already verified mobile', async ({ api }) => {
    const mobile = uniqueMobile();
    // Made verified in the database, so the test takes the one branch it names.
    const now = api.clock.now();
    await api.services.db
      .insertInto('users')
      .values({
        name: 'مالک',
        mobile,
        email: null,
        password_hash: 'scrypt$x',
        is_verified: 1,
        min_balance: 0,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
    expect((await answeredPromptly(register(api, mobile))).status).toBe(200);
  });

  hangingGateway('a text gateway that never answers does not hold up forgot-password, resend or an unverified sign-in', async ({ api }) => {
    const mobile = uniqueMobile();
    const registered = await answeredPromptly(register(api, mobile));
    expect((await answeredPromptly(api.request('POST', '/auth/forget/password', { body: { mobile } }))).status).toBe(200);
    expect((await answeredPromptly(api.request('POST', '/auth/forget/password', { body: { mobile: uniqueMobile() } }))).status).toBe(200);
    api.advanceMinutes(1.1);
    const resent = await answeredPromptly(api.request('POST', '/auth/resend', { body: { verification_code: registered.body.data.verification_code } }));
    expect(resent.status, resent.text).toBe(200);
    const signIn = await answeredPromptly(api.request('POST', '/auth/login', { body: { mobile, password: GOOD_PASSWORD } }));
    expect(signIn.status, signIn.text).toBe(200);
  });

  failingGateway('a text gateway that fails leaves the answer unchanged and the failure in the log', async ({ api }) => {
    const logged = vi.spyOn(log, 'error');
    try {
      const response = await register(api, uniqueMobile());
      expect(response.status, response.text).toBe(200);
      await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    } finally {
      logged.mockRestore();
    }
  });
});
