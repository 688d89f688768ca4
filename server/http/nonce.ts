import { randomFillSync } from 'node:crypto';

const NONCE_BYTES = 16;
const NONCES_DRAWN_AT_ONCE = 256;
const drawn = Buffer.alloc(NONCE_BYTES * NONCES_DRAWN_AT_ONCE);
let nextNonce = NONCES_DRAWN_AT_ONCE;

/**
 * A page's CSP nonce: 16 bytes of the system's random source, in base64. They are drawn for 256 pages
 * at a time, as crypto.randomUUID draws its ids: asking for 16 bytes per page (crypto.randomBytes) cost
 * ~36 µs of an admin page's render under load. Each nonce is bytes no other nonce had.
 */
export function freshNonce(): string {
  if (nextNonce === NONCES_DRAWN_AT_ONCE) {
    randomFillSync(drawn);
    nextNonce = 0;
  }
  const start = nextNonce++ * NONCE_BYTES;
  return drawn.toString('base64', start, start + NONCE_BYTES);
}
