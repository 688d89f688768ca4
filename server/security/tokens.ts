import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and verification ids. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
