// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readToken, storeToken } from '../../lib/auth-cookies';

const DAY_MS = 86_400_000;

/** The lifetime js-cookie was asked for, in days (it takes `expires` in days or as a Date). */
function storedLifetimeDays(spy: ReturnType<typeof vi.spyOn>): number {
  const options = spy.mock.calls.at(-1)?.[2] as { expires: number | Date };
  return typeof options.expires === 'number' ? options.expires : (options.expires.getTime() - Date.now()) / DAY_MS;
}

describe('the token cookie', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps a user's sign-in for 30 days, the seed's 2592000 seconds", () => {
    const set = vi.spyOn(Cookies, 'set');
    storeToken('user', 'user-session');
    expect(storedLifetimeDays(set) * 86_400).toBeCloseTo(2_592_000, 0);
  });

  it("keeps an admin's sign-in no longer than an admin session can live, 24 hours", () => {
    const set = vi.spyOn(Cookies, 'set');
    storeToken('admin', 'admin-session');
    expect(storedLifetimeDays(set) * 86_400).toBeCloseTo(86_400, 0);
  });

  it('a token cookie holding anything but a token is read as no token, so no request carries it', () => {
    for (const junk of ['\0', '\n', 'x'.repeat(6000), 'توکن']) {
      vi.spyOn(Cookies, 'get').mockReturnValue(junk as never);
      expect(readToken('user')).toBeUndefined();
    }
    const token = 'A'.repeat(43);
    vi.spyOn(Cookies, 'get').mockReturnValue(token as never);
    expect(readToken('admin')).toBe(token);
  });
});
