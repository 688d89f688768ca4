import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../lib/paths';

const FALLBACK = '/p/dashboard';
const SITE = 'https://portal.example';

/** What a browser does with the path we send back, on any of the site's possible origins. */
const landsOnSite = (path: string) => ['https://portal.example', 'http://localhost:3000'].every((origin) => new URL(path, origin).origin === origin);

describe('a return path (r, next)', () => {
  const offSite = [
    '//evil.example',
    '///evil.example',
    '////evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/ /evil.example',
    '/.//evil.example',
    '/%2F/evil.example',
    'https://evil.example',
    'https:evil.example',
    'https:/evil.example',
    'http://evil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:someone@evil.example',
    '//evil.example/%2e%2e',
    '/\\/evil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
  ];

  it.each(offSite)('that could leave the site (%j) gives the default page', (value) => {
    const result = safeReturnPath(value, FALLBACK);
    expect(landsOnSite(result)).toBe(true);
    expect(result === FALLBACK || result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
    expect(new URL(result, SITE).host).toBe('portal.example');
  });

  it.each(['//evil.example', '/\t/evil.example', '/\n/evil.example', '/\\evil.example', '/.//evil.example', 'https:evil.example', 'javascript:alert(1)'])(
    'that a browser would read as another site (%j) is replaced by the default page',
    (value) => {
      expect(safeReturnPath(value, FALLBACK)).toBe(FALLBACK);
    },
  );

  it.each([
    ['/p/profile', '/p/profile'],
    ['/p/profile?tab=2#top', '/p/profile?tab=2#top'],
    ['/admin/admins?page=3', '/admin/admins?page=3'],
  ])('on this site (%j) is kept', (value, expected) => {
    expect(safeReturnPath(value, FALLBACK)).toBe(expected);
  });

  it('with Persian letters is kept, percent-encoded so it can go in a Location header', () => {
    const result = safeReturnPath('/p/profile?q=پروفایل', FALLBACK);
    expect(result).toBe('/p/profile?q=%D9%BE%D8%B1%D9%88%D9%81%D8%A7%DB%8C%D9%84');
    expect(/^[\x21-\x7e]*$/.test(result)).toBe(true);
  });

  it.each(['\n', '\r', '\0', '/p/\0profile', '/p/pro\nfile', '/p/\u0000'])('holding control characters (%j) never yields a header-breaking value', (value) => {
    expect(/^[\x21-\x7e]*$/.test(safeReturnPath(value, FALLBACK))).toBe(true);
  });

  it.each([[undefined], [null], [42], [['/p/profile', '//evil.example']], [''], ['   '], ['\t'], ['p/profile']])(
    'that is missing, not a single string or not a path (%j) gives the default page',
    (value: unknown) => {
      expect(safeReturnPath(value, FALLBACK)).toBe(FALLBACK);
    },
  );

  it('that is very long gives the default page', () => {
    expect(safeReturnPath('/p/' + 'a'.repeat(5000), FALLBACK)).toBe(FALLBACK);
  });
});
