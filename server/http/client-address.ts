import { isIP } from 'node:net';

/**
 * Each trusted proxy appends the address it was reached from, so the client is the entry `proxyHops`
 * places from the right; anything left of it is whatever the caller wrote. An entry that is not an
 * IP address (or missing, when a request bypassed a proxy) leaves the socket address.
 */
export function forwardedClientAddress(forwardedFor: string | undefined, proxyHops: number): string | undefined {
  if (proxyHops <= 0) return undefined;
  const forwarded = (forwardedFor ?? '').split(',').map((entry) => entry.trim());
  const candidate = forwarded.length >= proxyHops ? forwarded[forwarded.length - proxyHops] : undefined;
  return candidate && isIP(candidate) ? candidate : undefined;
}
