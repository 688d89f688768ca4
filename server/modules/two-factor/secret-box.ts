import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The key TOTP secrets are encrypted with: derived from APP_KEY (which production must name, and which
 * is never in the database or its backups) under its own label, so the secrets and the keyed hashes
 * of codes never share a key and no new variable can be forgotten in production.
 */
export function twoFactorSecretKey(appKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appKey, 'portal', 'admin-totp-secret/v1', 32));
}

const VERSION = 'v1';

/**
 * AES-256-GCM with a fresh 96-bit nonce. `boundTo` (the admin's id) is authenticated with it, so a
 * ciphertext copied to another admin's row does not decrypt.
 */
export function sealSecret(key: Buffer, plain: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** Throws when the text was not sealed under this key for `boundTo` (a changed APP_KEY, a tampered row). */
export function openSecret(key: Buffer, sealed: string, boundTo: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('unreadable two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
