import { describe, expect, it } from 'vitest';
import { freshNonce } from '../../server/http/nonce';

describe("a page's CSP nonce", () => {
  it('is 16 bytes in base64, and no two pages get the same one, across many draws of the pool', () => {
    const nonces = Array.from({ length: 1_000 }, () => freshNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
