import { describe, expect, it } from 'vitest';
import { randomToken } from '../../server/security/tokens';
import { isPlausibleToken } from '../../shared/session-token';

describe('what counts as a session token', () => {
  it('a token the server makes', () => {
    for (let i = 0; i < 20; i++) expect(isPlausibleToken(randomToken())).toBe(true);
  });

  it.each([
    ['no value', undefined],
    ['an empty value', ''],
    ['a NUL', '\0'],
    ['a line break', '\n'],
    ['a token with a line break after it', `${'A'.repeat(43)}\n`],
    ['bad percent-encoding', '%E0%A4%A'],
    ['one character short', 'A'.repeat(42)],
    ['very long', 'A'.repeat(6000)],
    ['Persian letters', 'توکن'],
    ['a space inside', `${'A'.repeat(21)} ${'A'.repeat(21)}`],
  ])('not %s', (_what, value) => {
    expect(isPlausibleToken(value)).toBe(false);
  });
});
