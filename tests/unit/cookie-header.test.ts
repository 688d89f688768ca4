import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clearCookie, readCookie, readTokenCookie, settingsOfRequest } from '../../lib/cookie-header';
import { randomToken } from '../../server/security/tokens';
import { DEFAULT_SETTINGS } from '../../lib/settings';

/** A request carrying this Cookie header, as Node hands it to the server. */
const requestWith = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;

/** A response that records the Set-Cookie headers written to it. */
function recordingResponse() {
  const headers = new Map<string, string | string[]>();
  const res = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string | string[]) => void headers.set(name.toLowerCase(), value),
  } as unknown as ServerResponse;
  return { res, setCookies: () => [headers.get('set-cookie') ?? []].flat() };
}

describe("reading a cookie from a page request's Cookie header", () => {
  it('finds the named cookie and decodes it', async () => {
    expect(await readCookie(requestWith('a=1; settings=%7B%22theme%22%3A%22dark%22%7D; b=2'), 'settings')).toBe('{"theme":"dark"}');
  });

  it('is absent when the header does not hold it', async () => {
    expect(await readCookie(requestWith('other=1'), 'settings')).toBeUndefined();
    expect(await readCookie(requestWith(), 'settings')).toBeUndefined();
  });

  it.each(['%', '%E0%A4%A', '%ZZ', 'abc%', '%e0'])('counts a value that is not valid percent-encoding (%j) as absent', async (value) => {
    expect(await readCookie(requestWith(`settings=${value}; sidebar=${value}`), 'settings')).toBeUndefined();
  });

  it('counts a malformed value as absent also once Next has parsed the cookies for the page', async () => {
    const req = { headers: { cookie: 'user_token=%' }, cookies: { user_token: '%' } } as unknown as IncomingMessage;
    expect(await readCookie(req, 'user_token')).toBeUndefined();
  });

  it('reads the token of each role from its cookie', async () => {
    const [user, admin] = [randomToken(), randomToken()];
    const req = requestWith(`user_token=${user}; admin_token=${admin}`);
    expect([await readTokenCookie(req, 'user'), await readTokenCookie(req, 'admin')]).toEqual([user, admin]);
  });

  it.each([
    ['a NUL', '%00'],
    ['a line break', '%0A'],
    ['a header after a line break', '%0D%0AX-Injected:%201'],
    ['bad percent-encoding', '%E0%A4%A'],
    ['a very long value', 'a'.repeat(6000)],
    ['Persian letters', '%D8%AA%D9%88%DA%A9%D9%86'],
    ['a short word', 'not-a-token'],
  ])('counts a token cookie holding %s as no token', async (_what, value) => {
    const req = requestWith(`user_token=${value}; admin_token=${value}`);
    expect([await readTokenCookie(req, 'user'), await readTokenCookie(req, 'admin')]).toEqual([undefined, undefined]);
  });

  it('gives the default settings for settings and sidebar cookies of `%`', async () => {
    expect(await settingsOfRequest(requestWith('settings=%; sidebar=%'))).toEqual(DEFAULT_SETTINGS);
  });

  it('reads the theme, language, money unit and sidebar the visitor chose', async () => {
    const settings = encodeURIComponent(JSON.stringify({ theme: 'dark', language: 'en', money: 'rial' }));
    const sidebar = encodeURIComponent(JSON.stringify({ defaultSelectedKeys: ['admins'], openKeys: [] }));
    expect(await settingsOfRequest(requestWith(`settings=${settings}; sidebar=${sidebar}`))).toEqual({
      theme: 'dark',
      language: 'en',
      money: 'rial',
      sidebar: { defaultSelectedKeys: ['admins'], openKeys: [] },
    });
  });
});

describe("one request's cookies, read by several parts of a render", () => {
  it("gives each request its own cookies, however often an earlier request's were read", async () => {
    const [first, second] = [randomToken(), randomToken()];
    const dark = encodeURIComponent(JSON.stringify({ theme: 'dark', language: 'en', money: 'rial' }));
    const firstRequest = requestWith(`user_token=${first}; settings=${dark}`);
    const secondRequest = requestWith(`user_token=${second}`);
    for (let read = 0; read < 3; read++) {
      expect(await readTokenCookie(firstRequest, 'user')).toBe(first);
      expect((await settingsOfRequest(firstRequest)).theme).toBe('dark');
    }
    expect(await readTokenCookie(secondRequest, 'user')).toBe(second);
    expect(await settingsOfRequest(secondRequest)).toEqual(DEFAULT_SETTINGS);
    expect(await readTokenCookie(requestWith(), 'user')).toBeUndefined();
  });

  it('reads each cookie of a request once: _document, _app and the loader agree on what it held', async () => {
    const req = requestWith('settings=%7B%22theme%22%3A%22dark%22%7D');
    const first = await settingsOfRequest(req);
    req.headers.cookie = 'settings=%7B%22theme%22%3A%22light%22%7D';
    expect(await settingsOfRequest(req)).toEqual(first);
  });
});

describe('clearing a cookie from the server', () => {
  it('tells the browser to drop it at once, site-wide, SameSite=Lax', async () => {
    const { res, setCookies } = recordingResponse();
    await clearCookie(requestWith('user_token=dead'), res, 'user_token');
    const [header, ...others] = setCookies();
    expect(others).toEqual([]);
    expect(header).toMatch(/^user_token=;/);
    expect(header).toMatch(/Max-Age=(0|-\d+)/);
    expect(header).toContain('Path=/');
    expect(header).toContain('SameSite=Lax');
  });
});
