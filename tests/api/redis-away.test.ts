import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, log, setProcessLogger } from '../../server/logging/logger';
import { messageIn } from '../../server/i18n/messages';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  createTestApi,
  dialects,
  expectErrorEnvelope,
  GOOD_PASSWORD,
  registerVerifiedUser,
  uniqueMobile,
  type ApiResponse,
  type TestApi,
} from '../support/test-api';
import { canStartRedis, startThrowawayRedis, type ThrowawayRedis } from '../support/throwaway-redis';

// Nothing listens on port 1 of this machine: a Redis that is configured and was never there.
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';

/** The calls whose throttles live in Redis: they must refuse, not pass unthrottled. */
const callsThatNeedRedis: [string, (api: TestApi, headers?: Record<string, string>) => Promise<ApiResponse>][] = [
  ['a user signing in', (api, headers) => api.request('POST', '/auth/login', { body: { mobile: uniqueMobile(), password: GOOD_PASSWORD }, headers })],
  [
    'an admin signing in',
    (api, headers) => api.request('POST', '/admin/auth/login', { body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, headers }),
  ],
  [
    'a visitor registering',
    (api, headers) => api.request('POST', '/auth/register', { body: { name: 'کاربر', mobile: uniqueMobile(), password: GOOD_PASSWORD }, headers }),
  ],
];

function expectBusyRefusal(response: ApiResponse, locale: 'fa' | 'en' = 'fa') {
  expect(response.status, response.text).toBe(503);
  expectErrorEnvelope(response);
  expect(response.body.data.code).toBe('SERVICE_UNAVAILABLE');
  expect(response.body.message).toBe(messageIn(locale, 'SERVICE_UNAVAILABLE'));
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** Log lines written through the process logger while a test runs. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const previous = log;
  setProcessLogger(createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(JSON.parse(line)) } }));
  return { lines, restore: () => setProcessLogger(previous) };
}

/** Polls until `isDone` holds (Redis reconnects on its own schedule), for at most 15 s. */
async function waitUntil(isDone: () => Promise<boolean>) {
  const deadline = Date.now() + 15_000;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await sleep(50);
  }
}

describe.each(dialects)('Redis away on %s', (dialect) => {
  describe('configured but never there', () => {
    let api: TestApi;
    beforeEach(async () => {
      api = await createTestApi({ dialect, env: { REDIS_URL: UNREACHABLE_REDIS } });
    });
    afterEach(() => api.close());

    it.for(callsThatNeedRedis)('%s is refused with 503, the busy message and Retry-After, not a 500', async ([, call]) => {
      expectBusyRefusal(await call(api));
    });

    it('the busy message comes in the caller’s language', async () => {
      expectBusyRefusal(await callsThatNeedRedis[0]![1](api, { 'Accept-Language': 'en' }), 'en');
    });
  });

  describe.skipIf(!canStartRedis)('stopped and started again', () => {
    let redis: ThrowawayRedis;
    let api: TestApi;
    let captured: ReturnType<typeof captureLog>;
    beforeEach(async () => {
      redis = await startThrowawayRedis();
      captured = captureLog();
      api = await createTestApi({ dialect, env: { REDIS_URL: redis.url } });
    });
    afterEach(async () => {
      captured.restore();
      await api.close();
      await redis.stop();
    });

    const isReady = async () => (await api.request('GET', '/health')).status === 200;
    const linesSaying = (state: string) => captured.lines.filter((line) => line.redis === state);

    it('sign-in and registration are refused while it is down and work again once it is back', async () => {
      const user = await registerVerifiedUser(api);
      await redis.stop();
      for (const [, call] of callsThatNeedRedis) expectBusyRefusal(await call(api));
      await redis.start();
      await waitUntil(isReady);
      const signedIn = await api.request('POST', '/auth/login', { body: { mobile: user.mobile, password: user.password } });
      expect(signedIn.status, signedIn.text).toBe(200);
    });

    it('sign-in is refused while Redis holds the connection open but does not answer, and works once it answers', async () => {
      const user = await registerVerifiedUser(api);
      redis.freeze();
      try {
        expectBusyRefusal(await api.request('POST', '/auth/login', { body: { mobile: user.mobile, password: user.password } }));
      } finally {
        redis.thaw();
      }
      const signedIn = await api.request('POST', '/auth/login', { body: { mobile: user.mobile, password: user.password } });
      expect(signedIn.status, signedIn.text).toBe(200);
    });

    it('reads that do not need Redis are served while it is down', async () => {
      const { token } = await registerVerifiedUser(api);
      await redis.stop();
      const profile = await api.request('GET', '/user/profile', { token });
      expect(profile.status, profile.text).toBe(200);
      const dashboard = await api.request('GET', '/user/dashboard', { token });
      expect(dashboard.status, dashboard.text).toBe(200);
    });

    it('an outage is logged once when it starts and once when it ends, however many calls it refuses', async () => {
      await redis.stop();
      for (const [, call] of callsThatNeedRedis) await call(api);
      for (const [, call] of callsThatNeedRedis) await call(api);
      await redis.start();
      await waitUntil(isReady);
      await callsThatNeedRedis[0]![1](api);
      expect(linesSaying('away')).toHaveLength(1);
      expect(linesSaying('back')).toHaveLength(1);
      expect(captured.lines.filter((line) => line.msg === 'the API failed to answer a request')).toEqual([]);
    });
  });
});
