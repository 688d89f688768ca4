import { afterEach, describe, expect } from 'vitest';
import { API_PREFIX, createApp } from '../../server/app';
import { messageIn } from '../../server/i18n/messages';
import { ALWAYS_LET_IN, inProcessCall, REFUSAL_PAUSE_MS, overloadGuard, type OverloadGuard } from '../../server/overload/load-shedding';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  adminLogin,
  apiTest,
  dialects,
  expectErrorEnvelope,
  registerVerifiedUser,
  type ApiResponse,
  type TestApi,
} from '../support/test-api';

// One password hash at a time and no wait allowed: a second sign-in while one is hashed finds no room.
const oneHashAtATime = { env: { PASSWORD_HASHES_AT_ONCE: '1', PASSWORD_HASH_MAX_WAIT_MS: '0' } };

const statuses = (responses: ApiResponse[]) => responses.map((response) => response.status).sort();

describe.each(dialects)('overload on %s', (dialect) => {
  const it = apiTest(dialect, oneHashAtATime);

  it('sign-ins past the password hashes that run and wait are refused at once with 503, the busy message and Retry-After', async ({ api }) => {
    const user = await registerVerifiedUser(api);
    const signIn = () => api.request('POST', '/auth/login', { body: { mobile: user.mobile, password: user.password } });

    const answers = await Promise.all([signIn(), signIn(), signIn()]);

    expect(statuses(answers)).toEqual([200, 503, 503]);
    for (const refused of answers.filter((answer) => answer.status === 503)) {
      expectErrorEnvelope(refused);
      expect(refused.body.data.code).toBe('SERVICE_UNAVAILABLE');
      expect(refused.body.message).toBe(messageIn('fa', 'SERVICE_UNAVAILABLE'));
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  // The throttle allows five failed attempts a minute (LOGIN_THROTTLE); a burst of five stays inside it.
  it('a sign-in refused for load is no failed attempt: all five wrong passwords a minute are still allowed after a busy burst', async ({ api }) => {
    const user = await registerVerifiedUser(api);
    const signIn = (password: string) => api.request('POST', '/auth/login', { body: { mobile: user.mobile, password } });
    const burst = await Promise.all(Array.from({ length: 5 }, () => signIn(user.password)));
    expect(statuses(burst)).toEqual([200, 503, 503, 503, 503]);

    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await signIn('not-the-password');
      expect(wrong.body.data.code, `wrong password ${attempt}`).toBe('WRONG_MOBILE_OR_PASSWORD');
    }
  });

  it('an admin sign-in refused for load is no failed attempt either', async ({ api }) => {
    const burst = await Promise.all(Array.from({ length: 5 }, () => adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD)));
    expect(statuses(burst)).toEqual([200, 503, 503, 503, 503]);

    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await adminLogin(api, ADMIN_USERNAME, 'not-the-password');
      expect(wrong.body.data.code, `wrong password ${attempt}`).toBe('WRONG_USERNAME_OR_PASSWORD');
    }
  });
});

describe.each(dialects)('an overloaded API on %s', (dialect) => {
  const listedOrigin = 'https://portal.example.com';
  const it = apiTest(dialect, { env: { CORS_ORIGINS: listedOrigin } });
  let guard: OverloadGuard | undefined;
  afterEach(() => guard?.stop());

  /** The API as the server mounts it, with an event loop that lags far past its limit and the requests it always lets in at work. */
  function overloadedApp(api: TestApi) {
    guard = overloadGuard({ maxEventLoopDelayMs: 200, maxWaitMs: 0 }, { eventLoopDelayMs: () => 1_000 });
    for (let i = 0; i < ALWAYS_LET_IN; i++) void guard.track(() => new Promise<never>(() => undefined));
    return createApp(api.services, { overload: guard });
  }

  it('turns calls away at once with 503, the busy message in the caller’s language and Retry-After', async ({ api }) => {
    const app = overloadedApp(api);
    for (const locale of ['fa', 'en'] as const) {
      const response = await app.request(`${API_PREFIX}/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
      });
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({ hasError: true, message: messageIn(locale, 'SERVICE_UNAVAILABLE'), data: { code: 'SERVICE_UNAVAILABLE' } });
    }
  });

  it('answers a refusal after a pause, so a client that comes straight back cannot keep the cores busy refusing it', async ({ api }) => {
    const app = overloadedApp(api);
    const startedAt = performance.now();
    const response = await app.request(`${API_PREFIX}/user/profile`);
    expect(response.status).toBe(503);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(REFUSAL_PAUSE_MS - 10);
  });

  it('the health checks still answer', async ({ api }) => {
    const app = overloadedApp(api);
    expect((await app.request(`${API_PREFIX}/health`)).status).toBe(200);
    expect((await app.request(`${API_PREFIX}/health/live`)).status).toBe(200);
  });

  it('the calls a page makes while it renders are not turned away: the page was let in already', async ({ api }) => {
    const app = overloadedApp(api);
    const { token } = await registerVerifiedUser(api);
    const response = await app.request(`${API_PREFIX}/user/profile`, { headers: { authorization: `Bearer ${token}` } }, inProcessCall({}));
    expect(response.status).toBe(200);
  });

  it('a page on a listed origin can read the refusal, so it shows the busy message rather than a network error', async ({ api }) => {
    const app = overloadedApp(api);
    const response = await app.request(`${API_PREFIX}/user/profile`, { headers: { origin: listedOrigin } });
    expect(response.status).toBe(503);
    expect(response.headers.get('access-control-allow-origin')).toBe(listedOrigin);
  });
});
