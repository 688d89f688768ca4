// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToken, storeToken } from '../../lib/auth-cookies';
import { clearCachedResponses, DEFAULT_CACHE_SECONDS, readCachedResponse, removeCachedResponse, writeCachedResponse } from '../../lib/http/response-cache';

const NOW = Date.UTC(2026, 0, 1);
const dashboard = { hasError: false, message: '', data: { balance: 1000 } };

afterEach(() => vi.restoreAllMocks());

describe('response cache', () => {
  it('keeps a response for 60 seconds by default', () => {
    expect(DEFAULT_CACHE_SECONDS).toBe(60);
    writeCachedResponse('dashboard', dashboard, undefined, NOW);
    expect(readCachedResponse('dashboard', NOW + 59_999)).toEqual(dashboard);
  });

  it('forgets a response once its time is up', () => {
    writeCachedResponse('dashboard', dashboard, undefined, NOW);
    expect(readCachedResponse('dashboard', NOW + 60_000)).toBeUndefined();
  });

  it('keeps a response for as long as asked', () => {
    writeCachedResponse('dashboard', dashboard, 5, NOW);
    expect(readCachedResponse('dashboard', NOW + 4_999)).toEqual(dashboard);
    expect(readCachedResponse('dashboard', NOW + 5_000)).toBeUndefined();
  });

  it('has nothing for a key never written', () => {
    expect(readCachedResponse('missing', NOW)).toBeUndefined();
  });

  it('treats a damaged entry as missing', () => {
    localStorage.setItem('http-cache:dashboard', '{oops');
    expect(readCachedResponse('dashboard', NOW)).toBeUndefined();
  });

  it('forgets a removed response', () => {
    writeCachedResponse('dashboard', dashboard, undefined, NOW);
    removeCachedResponse('dashboard');
    expect(readCachedResponse('dashboard', NOW)).toBeUndefined();
  });

  it('falls back to a cookie when local storage refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeCachedResponse('dashboard', dashboard, undefined, Date.now());

    expect(document.cookie).toContain(encodeURIComponent('http-cache:dashboard'));
    expect(readCachedResponse('dashboard')).toEqual(dashboard);
  });

  it('falls back to a cookie when local storage cannot be reached at all', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    writeCachedResponse('dashboard', dashboard, undefined, Date.now());

    expect(document.cookie).toContain(encodeURIComponent('http-cache:dashboard'));
    expect(readCachedResponse('dashboard')).toEqual(dashboard);
  });

  it('forgets every cached answer when someone signs in, so nobody sees the previous account', () => {
    writeCachedResponse('dashboard', dashboard, undefined, NOW);
    storeToken('user', 'a-new-session-token');
    expect(readCachedResponse('dashboard', NOW)).toBeUndefined();
  });

  it('forgets every cached answer on sign-out', () => {
    writeCachedResponse('admin-filters', dashboard, undefined, NOW);
    removeToken('admin');
    expect(readCachedResponse('admin-filters', NOW)).toBeUndefined();
  });

  it('clears entries kept in cookies as well', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    writeCachedResponse('dashboard', dashboard, undefined, NOW);
    clearCachedResponses();
    expect(document.cookie).not.toContain('http-cache');
  });
});
