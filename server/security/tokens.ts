import { hash, randomBytes, randomInt } from 'node:crypto';

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

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
