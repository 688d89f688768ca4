import { test as base, expect } from '@playwright/test';

/**
 * Every spec imports `test` from here: a page that breaks its Content-Security-Policy (a script or
 * style element without the nonce) fails the test, whatever the test itself checks.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'the page broke its Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
