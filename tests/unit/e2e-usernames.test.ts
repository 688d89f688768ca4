import { describe, expect, it } from 'vitest';
import { uniqueUsername } from '../../e2e/support/admins';

// The browser suite creates admins side by side (eleven at once for the admins list's pages), and a
// repeated username is refused as taken.
describe('usernames the browser suite makes for its admins', () => {
  it('are all different when many are made in the same moment', () => {
    const names = Array.from({ length: 2000 }, () => uniqueUsername('list'));
    expect(new Set(names).size).toBe(names.length);
  });

  it('are valid usernames, with at least four random characters at their end', () => {
    for (let made = 0; made < 200; made += 1) expect(uniqueUsername('viewer')).toMatch(/^viewer[a-z0-9]{4,}$/);
  });
});
