import { createHmac, hash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and verification ids. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * One-shot: every signed-in request hashes its token, and a createHash object per call is a native
 * handle the garbage collector has to process apart, which made young-generation collections ~10×
 * slower under load.
 */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}

/**
 * HMAC-SHA256 under the application key: the stored form of a short secret (a 6-digit code has only a
 * million values), which only a holder of the key, never a reader of the database, can test guesses against.
 */
export function keyedHash(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
