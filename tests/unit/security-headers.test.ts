import { describe, expect, it } from 'vitest';
import { attachNonce, contentSecurityPolicy, isHttpsRequest, nonceOf } from '../../lib/security-headers';

const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.slice(part.indexOf(' ') + 1)]));

describe('the content security policy', () => {
  it("lets scripts run only with the request's nonce and what they load", () => {
    expect(directives(contentSecurityPolicy('abc123')).get('script-src')).toBe("'nonce-abc123' 'strict-dynamic'");
  });

  it('forbids plugins, base changes and framing', () => {
    const policy = directives(contentSecurityPolicy('abc123'));
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
  });

  it('lets style elements in only with the nonce', () => {
    expect(directives(contentSecurityPolicy('abc123')).get('style-src-elem')).toBe("'self' 'nonce-abc123'");
  });

  it('lets the browser call a separate API host when one is configured', () => {
    expect(directives(contentSecurityPolicy('n', 'https://api.example/api/v1')).get('connect-src')).toBe("'self' https://api.example");
    expect(directives(contentSecurityPolicy('n', '/api/v1')).get('connect-src')).toBe("'self'");
    expect(directives(contentSecurityPolicy('n', 'https://api.example/api/v1')).get('media-src')).toBe("'self' https://api.example");
  });

  it('reads the nonce the server put on the request, and none from a request without one', () => {
    const request = {};
    attachNonce(request, 'r4nd0m');
    expect(nonceOf(request)).toBe('r4nd0m');
    expect(nonceOf({ headers: { 'x-nonce': 'from-the-client' } })).toBeUndefined();
  });
});

describe('a request counts as https', () => {
  const request = (proto: string | undefined, encrypted = false) => ({ headers: proto ? { 'x-forwarded-proto': proto } : {}, socket: { encrypted } }) as never;

  it('over TLS', () => {
    expect(isHttpsRequest(request(undefined, true), false)).toBe(true);
  });

  it('when a trusted proxy says so', () => {
    expect(isHttpsRequest(request('https'), true)).toBe(true);
    expect(isHttpsRequest(request('http, https'), true)).toBe(true);
  });

  it('not when the header comes from an untrusted client', () => {
    expect(isHttpsRequest(request('https'), false)).toBe(false);
  });

  it('not when the proxy says http', () => {
    expect(isHttpsRequest(request('https, http'), true)).toBe(false);
  });
});
