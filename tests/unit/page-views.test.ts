import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymizeIp } from '../../server/modules/views/anonymize-ip';
import { createBatchBuffer } from '../../server/modules/views/batch-buffer';
import { EventEmitter } from 'node:events';
import { pageViewRecorder, viewedPathOf } from '../../server/modules/views/page-requests';

describe('anonymizeIp', () => {
  it.for([
    ['an IPv4 address keeps its /24', '203.0.113.77', '203.0.113.0'],
    ['an IPv4 address ending in 0 stays as it is', '10.1.2.0', '10.1.2.0'],
    ['an IPv6 address keeps its /48', '2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['a shortened IPv6 address is expanded before it is cut', '2001:db8::1', '2001:db8:0::'],
    ['an IPv6 address in capitals is written in small letters', '2001:DB8:ABCD:1::1', '2001:db8:abcd::'],
    ['an IPv6 address with a zone keeps its /48', 'fe80::1%eth0', 'fe80:0:0::'],
    ['the IPv6 loopback keeps nothing of the device', '::1', '0:0:0::'],
    ['an IPv4-mapped IPv6 address counts as IPv4', '::ffff:198.51.100.23', '198.51.100.0'],
    ['an IPv6 address ending in dotted IPv4 keeps its /48', '64:ff9b:1::192.0.2.33', '64:ff9b:1::'],
    ['something that is not an address is kept as nothing', 'local', ''],
    ['an address with a port is not an address', '203.0.113.77:443', ''],
  ] as const)('%s', ([, ip, kept]) => {
    expect(anonymizeIp(ip)).toBe(kept);
  });
});

describe('which requests view a page', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    viewedPathOf({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 Chrome/140', ...headers } });

  it('loading a page views its path, without the query', () => {
    expect(get('/p/wallet?page=2&r=/x')).toBe('/p/wallet');
  });

  it('navigating in the open app views the page whose props it fetches', () => {
    expect(get('/_next/data/build-123/p/wallet.json', { 'x-nextjs-data': '1' })).toBe('/p/wallet');
    expect(get('/_next/data/build-123/index.json')).toBe('/');
    expect(get('/_next/data/build-123/verify/abc.json?code=abc')).toBe('/verify/abc');
  });

  it.for([
    ['a script of the build', '/_next/static/chunks/main.js', {}],
    ['the image optimiser', '/_next/image?url=/a.png', {}],
    ['a stylesheet', '/antd/admin.1a2b.css', {}],
    ['the icon', '/favicon.ico', {}],
    ['a prefetch', '/p/wallet', { purpose: 'prefetch' }],
    ['a speculative load', '/p/wallet', { 'sec-purpose': 'prefetch' }],
    ['a crawler', '/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a link preview', '/', { 'user-agent': 'facebookexternalhit/1.1' }],
    ['curl', '/', { 'user-agent': 'curl/8.5.0' }],
  ] as const)('%s views nothing', ([, url, headers]) => {
    expect(get(url, headers)).toBeUndefined();
  });

  it('a request that is not a GET views nothing', () => {
    expect(viewedPathOf({ method: 'POST', url: '/contact-us', headers: {} })).toBeUndefined();
    expect(viewedPathOf({ method: 'HEAD', url: '/', headers: {} })).toBeUndefined();
  });

  it('a browser driven by a test still views pages', () => {
    expect(get('/', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36' })).toBe(
      '/',
    );
  });
});

describe('recording a page view', () => {
  /** The user token each view of `/login` is recorded with, given the request's Cookie header. */
  function userTokenRecordedFor(cookie: string): string | undefined {
    const visits: { userToken: string | undefined }[] = [];
    const record = pageViewRecorder({ recordPage: (visit) => visits.push(visit) }, 0);
    const response = Object.assign(new EventEmitter(), { statusCode: 200 });
    record({ method: 'GET', url: '/login', headers: { cookie, 'user-agent': 'Mozilla/5.0 Chrome/140' }, socket: { remoteAddress: '203.0.113.7' } }, response);
    response.emit('finish');
    expect(visits).toHaveLength(1);
    return visits[0]!.userToken;
  }

  it('names the user by the token in their cookie', () => {
    const token = 'A'.repeat(43);
    expect(userTokenRecordedFor(`theme=dark; user_token=${token}`)).toBe(token);
  });

  it.each([
    ['bad percent-encoding', '%E0%A4%A'],
    ['a NUL', '%00'],
    ['a line break', '%0A'],
    ['a very long value', 'x'.repeat(6000)],
    ['Persian letters', '%D8%AA%D9%88%DA%A9%D9%86'],
  ])('a user_token holding %s records the view with no user, and throws nothing', (_what, value) => {
    expect(userTokenRecordedFor(`user_token=${value}`)).toBeUndefined();
  });
});

describe('the batch buffer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const bufferWriting = (batches: number[][], options: { failures?: number } = {}) => {
    const errors: unknown[] = [];
    let failuresLeft = options.failures ?? 0;
    const buffer = createBatchBuffer<number>({
      write: async (rows) => {
        if (failuresLeft-- > 0) throw new Error('database down');
        batches.push(rows);
      },
      flushEveryMs: 1000,
      maxRows: 3,
      onError: (error) => errors.push(error),
    });
    return { buffer, errors };
  };

  it('rows are written together once the interval after the first has passed', async () => {
    const batches: number[][] = [];
    const { buffer } = bufferWriting(batches);
    buffer.push(1);
    await vi.advanceTimersByTimeAsync(500);
    buffer.push(2);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(batches).toEqual([[1, 2]]);
  });

  it('a full batch is written at once, without waiting for the interval', async () => {
    const batches: number[][] = [];
    const { buffer } = bufferWriting(batches);
    [1, 2, 3, 4].forEach((row) => buffer.push(row));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[1, 2, 3]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('a flush writes what waits and resolves when it is written', async () => {
    const batches: number[][] = [];
    const { buffer } = bufferWriting(batches);
    buffer.push(1);
    await buffer.flush();
    expect(batches).toEqual([[1]]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a batch that cannot be written is reported and the next one is still written', async () => {
    const batches: number[][] = [];
    const { buffer, errors } = bufferWriting(batches, { failures: 1 });
    buffer.push(1);
    await buffer.flush();
    expect(errors).toHaveLength(1);
    buffer.push(2);
    await buffer.flush();
    expect(batches).toEqual([[2]]);
  });
});
