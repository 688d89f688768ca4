import { describe, expect } from 'vitest';
import { apiTest, createTestApi, dialects, expectErrorEnvelope } from '../support/test-api';

// Nothing listens on port 1 of this machine: a Redis that is configured and away.
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';

describe.each(dialects)('health on %s', (dialect) => {
  const it = apiTest(dialect);

  it('an instance whose database answers is ready', async ({ api }) => {
    const response = await api.request('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ db: 'ok', redis: 'not_configured' });
  });

  it('an instance whose database does not answer is not ready (503) but still alive', async ({ api }) => {
    await api.services.db.destroy();
    const ready = await api.request('GET', '/health');
    expect(ready.status).toBe(503);
    expectErrorEnvelope(ready);
    expect(ready.body.data).toMatchObject({ code: 'SERVICE_NOT_READY', db: 'unreachable' });
    expect((await api.request('GET', '/health/live')).status).toBe(200);
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('an instance whose Redis answers is ready', async () => {
    const api = await createTestApi({ dialect, env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
    try {
      const response = await api.request('GET', '/health');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ db: 'ok', redis: 'ok' });
    } finally {
      await api.close();
    }
  });

  it('an instance whose Redis does not answer is not ready (503) but still alive', async () => {
    const api = await createTestApi({ dialect, env: { REDIS_URL: UNREACHABLE_REDIS } });
    try {
      const ready = await api.request('GET', '/health');
      expect(ready.status).toBe(503);
      expect(ready.body.data).toMatchObject({ code: 'SERVICE_NOT_READY', db: 'ok', redis: 'unreachable' });
      const live = await api.request('GET', '/health/live');
      expect(live.status).toBe(200);
      expect(live.body.data).toEqual({ status: 'alive' });
    } finally {
      await api.close();
    }
  });
});
