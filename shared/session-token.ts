/**
 * The shape of a session token as the server makes them (server/security/tokens.ts `randomToken`:
 * 32 random bytes in base64url, 43 characters). Cookies and headers are input anyone can send, so a
 * value of any other shape counts as no token at all, on both sides, before it reaches a header, a
 * decoder or the database.
 */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isPlausibleToken(value: string | undefined): value is string {
  return value !== undefined && SESSION_TOKEN.test(value);
}
