import { describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/cookie-header';
import { DEFAULT_SETTINGS, parseSettings } from '../../lib/settings';

describe('reading a cookie from the Cookie header', () => {
  it('finds the named cookie and decodes it', () => {
    expect(readCookie('a=1; settings=%7B%22theme%22%3A%22dark%22%7D; b=2', 'settings')).toBe('{"theme":"dark"}');
  });

  it('is absent when the header does not hold it', () => {
    expect(readCookie('other=1', 'settings')).toBeUndefined();
    expect(readCookie(undefined, 'settings')).toBeUndefined();
  });

  it.each(['%', '%E0%A4%A', '%ZZ', 'abc%'])('counts a value that is not valid percent-encoding (%j) as absent', (value) => {
    expect(readCookie(`settings=${value}; sidebar=${value}`, 'settings')).toBeUndefined();
  });

  it('gives the default settings for settings and sidebar cookies of `%`', () => {
    const header = 'settings=%; sidebar=%';
    expect(parseSettings(readCookie(header, 'settings'), readCookie(header, 'sidebar'))).toEqual(DEFAULT_SETTINGS);
  });
});
