import { describe, expect } from 'vitest';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  adminLogin,
  adminToken,
  apiTest,
  createAdminViaApi,
  dialects,
  expectThrottled,
  type TestApi,
} from '../support/test-api';

const NEW_PASSWORD = 'Abr-Baharan-77';

const changePassword = (api: TestApi, token: string, current: string, headers?: Record<string, string>) =>
  api.request('POST', '/admin/change_password', { token, body: { current_password: current, password: NEW_PASSWORD }, headers });

describe.each(dialects)('admin password change on %s', (dialect) => {
  const behindProxy = apiTest(dialect, { env: { TRUST_PROXY_HOPS: '1' } });

  describe.concurrent('wrong current passwords', () => {
    behindProxy('five wrong current passwords a minute block a sixth try, even the right one, with 429 and Retry-After', async ({ api }) => {
      const token = await adminToken(api);
      const from = (n: number) => ({ 'x-forwarded-for': `10.30.0.${n}` });
      for (let i = 1; i <= 5; i++) expect((await changePassword(api, token, 'Wrong-Current-1', from(i))).status).toBe(422);

      const blocked = await changePassword(api, token, ADMIN_PASSWORD, from(6));
      const retryAfter = expectThrottled(blocked, 60);
      expect((await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD)).status).toBe(200);

      api.clock.advance(retryAfter * 1000);
      expect((await changePassword(api, token, ADMIN_PASSWORD, from(7))).status).toBe(200);
    });

    behindProxy('five wrong current passwords a minute from one address block that address for other admins too', async ({ api }) => {
      const office = { 'x-forwarded-for': '192.0.2.88' };
      const superToken = await adminToken(api);
      for (let i = 0; i < 5; i++) {
        const token = await adminToken(api, { permissions: [] });
        expect((await changePassword(api, token, 'Wrong-Current-1', office)).status).toBe(422);
      }
      const other = await createAdminViaApi(api, superToken);
      const otherToken = (await adminLogin(api, other.username, other.password)).body.token!;
      expect((await changePassword(api, otherToken, other.password, office)).status).toBe(429);
    });
  });
});
