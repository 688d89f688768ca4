import { describe, expect } from 'vitest';
import { SIGN_IN_LIMITS } from '../../server/rate-limit/sign-in-throttle';
import { apiTest, dialects, registerVerifiedUser, uniqueMobile, type TestApi } from '../support/test-api';

/** Signs in with these headers and returns the address the new session was recorded from. */
async function addressSeenFor(api: TestApi, headers: Record<string, string>): Promise<string | null> {
  const { mobile, password } = await registerVerifiedUser(api);
  const signedIn = await api.request('POST', '/auth/login', { body: { mobile, password }, headers });
  expect(signedIn.status, signedIn.text).toBe(200);
  const session = await api.services.db.selectFrom('sessions').select('ip').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return session.ip;
}

// In-process requests have no socket; the API reports their address as `local`.
const SOCKET = 'local';

describe.each(dialects)('client address on %s', (dialect) => {
  const direct = apiTest(dialect);
  const oneHop = apiTest(dialect, { env: { TRUST_PROXY_HOPS: '1' } });
  const twoHops = apiTest(dialect, { env: { TRUST_PROXY_HOPS: '2' } });
  const legacyFlag = apiTest(dialect, { env: { TRUST_PROXY: 'true' } });

  describe.concurrent('which address is believed', () => {
    direct('without trusted proxies X-Forwarded-For is ignored', async ({ api }) => {
      expect(await addressSeenFor(api, { 'x-forwarded-for': '203.0.113.9' })).toBe(SOCKET);
    });

    oneHop('behind one proxy the address it appended counts, not one the caller wrote before it', async ({ api }) => {
      expect(await addressSeenFor(api, { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' })).toBe('203.0.113.9');
    });

    twoHops('behind two proxies the second address from the right counts', async ({ api }) => {
      expect(await addressSeenFor(api, { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' })).toBe('203.0.113.9');
    });

    twoHops('fewer forwarded addresses than trusted proxies fall back to the socket address', async ({ api }) => {
      expect(await addressSeenFor(api, { 'x-forwarded-for': '203.0.113.9' })).toBe(SOCKET);
    });

    legacyFlag('a forwarded entry that is not an IP address is not believed', async ({ api }) => {
      expect(await addressSeenFor(api, { 'x-forwarded-for': '<script>alert(1)</script>' })).toBe(SOCKET);
    });

    oneHop('an IPv6 client address is believed', async ({ api }) => {
      expect(await addressSeenFor(api, { 'x-forwarded-for': '2001:db8::7' })).toBe('2001:db8::7');
    });

    legacyFlag('TRUST_PROXY=true still means one trusted proxy', async ({ api }) => {
      expect(await addressSeenFor(api, { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' })).toBe('203.0.113.9');
    });

    legacyFlag('rotating a forged leftmost address does not get round the per-address sign-in limit', async ({ api }) => {
      const { mobile, password } = await registerVerifiedUser(api);
      const from = (n: number) => ({ 'x-forwarded-for': `10.9.9.${n}, 198.51.100.4` });
      // Guesses at many accounts, each under another forged leftmost address, from one real address.
      for (let i = 1; i <= SIGN_IN_LIMITS.address.max; i++) {
        const guess = await api.request('POST', '/auth/login', { body: { mobile: uniqueMobile(), password: 'Wrong-Pass-00' }, headers: from(i) });
        expect(guess.status, guess.text).toBe(422);
      }
      const blocked = await api.request('POST', '/auth/login', { body: { mobile, password }, headers: from(SIGN_IN_LIMITS.address.max + 1) });
      expect(blocked.status, blocked.text).toBe(429);
    });
  });
});
