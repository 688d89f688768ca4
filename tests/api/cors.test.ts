import { describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env';
import { apiTest, dialects, registerVerifiedUser, type ApiResponse } from '../support/test-api';

const FRONT_END = 'https://app.example.com';
const SECOND_FRONT_END = 'http://localhost:3000';
const OTHER_SITE = 'https://evil.example';

/** The headers a browser's preflight sends before a signed-in JSON POST from `origin`. */
const preflightFrom = (origin: string) => ({
  origin,
  'access-control-request-method': 'POST',
  'access-control-request-headers': 'authorization,content-type,accept-language',
});

/** The names of the CORS headers an answer carries, lower-cased. */
const corsHeadersOf = (response: ApiResponse) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe.each(dialects)('calls from pages on other origins, on %s', (dialect) => {
  const separateApiHost = apiTest(dialect, { env: { CORS_ORIGINS: `${FRONT_END}, ${SECOND_FRONT_END}` } });
  const oneProcess = apiTest(dialect);

  describe.concurrent('a listed origin', () => {
    separateApiHost('may read the answer to a signed-in call', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const response = await api.request('GET', '/user/profile', { token, headers: { origin: FRONT_END } });
      expect(response.status, response.text).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(FRONT_END);
      expect(response.headers.get('vary')).toMatch(/origin/i);
    });

    separateApiHost('may read a refusal, so the page can send the visitor to sign in', async ({ api }) => {
      const response = await api.request('GET', '/user/profile', { headers: { origin: SECOND_FRONT_END } });
      expect(response.status).toBe(401);
      expect(response.headers.get('access-control-allow-origin')).toBe(SECOND_FRONT_END);
    });

    separateApiHost('is allowed to send the token, a JSON body and the language in a preflight', async ({ api }) => {
      const response = await api.request('OPTIONS', '/auth/login', { headers: preflightFrom(FRONT_END) });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(FRONT_END);
      expect(response.headers.get('access-control-allow-methods')?.split(',')).toEqual(expect.arrayContaining(['GET', 'POST', 'PATCH', 'DELETE']));
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual(
        expect.arrayContaining(['authorization', 'content-type', 'accept-language']),
      );
      // The token travels in the Authorization header; cookies are never asked for.
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    });
  });

  describe.concurrent('any other origin', () => {
    separateApiHost('gets no CORS headers on a call, so its page cannot read the answer', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const response = await api.request('GET', '/user/profile', { token, headers: { origin: OTHER_SITE } });
      expect(corsHeadersOf(response)).toEqual([]);
      expect(response.headers.get('vary')).toMatch(/origin/i);
    });

    separateApiHost('gets no CORS headers on a preflight, so its browser never sends the call', async ({ api }) => {
      const response = await api.request('OPTIONS', '/auth/login', { headers: preflightFrom(OTHER_SITE) });
      expect(corsHeadersOf(response)).toEqual([]);
    });

    separateApiHost('is not let in by writing a listed origin with a trailing slash', async ({ api }) => {
      const response = await api.request('OPTIONS', '/auth/login', { headers: preflightFrom(`${FRONT_END}/`) });
      expect(corsHeadersOf(response)).toEqual([]);
    });

    oneProcess('gets no CORS headers when no origin is listed, as on the one-process server', async ({ api }) => {
      const response = await api.request('OPTIONS', '/auth/login', { headers: preflightFrom(FRONT_END) });
      expect(corsHeadersOf(response)).toEqual([]);
    });
  });
});

describe('CORS_ORIGINS', () => {
  it('is read as a comma-separated list of origins', () => {
    expect(readEnv({ NODE_ENV: 'test', CORS_ORIGINS: ' https://app.example.com ,http://localhost:3000,' }).CORS_ORIGINS).toEqual([
      'https://app.example.com',
      'http://localhost:3000',
    ]);
  });

  it('is empty when not set', () => {
    expect(readEnv({ NODE_ENV: 'test' }).CORS_ORIGINS).toEqual([]);
  });

  it.each(['https://app.example.com/', 'https://app.example.com/panel', 'app.example.com', '*'])(
    'refuses to start with %j, which no browser sends as its origin',
    (entry) => {
      expect(() => readEnv({ NODE_ENV: 'test', CORS_ORIGINS: entry })).toThrow(/CORS_ORIGINS/);
    },
  );
});
