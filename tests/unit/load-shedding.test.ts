import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger, log, setProcessLogger } from '../../server/logging/logger';
import { ALWAYS_LET_IN, answerBusyPage, isSheddablePage, overloadGuard, type OverloadGuard } from '../../server/overload/load-shedding';

let guard: OverloadGuard | undefined;
afterEach(() => guard?.stop());

/** Work that stays in flight until the test lets it finish. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

/** As many requests in flight as the guard lets in whatever the load: past them it may turn requests away. */
function keepBusy(busy: OverloadGuard) {
  const work = Array.from({ length: ALWAYS_LET_IN }, () => held());
  const inFlight = work.map((request) => busy.track(request.work));
  return async () => {
    work.forEach((request) => request.finish());
    await Promise.all(inFlight);
  };
}

describe('overload guard', () => {
  it('turns requests away while the event loop lags past its limit, and lets them in again once it does not', () => {
    let delayMs = 250;
    guard = overloadGuard({ maxEventLoopDelayMs: 200, maxWaitMs: 0 }, { eventLoopDelayMs: () => delayMs });
    keepBusy(guard);
    expect(guard.turnsAway()).toBe(true);
    delayMs = 150;
    expect(guard.turnsAway()).toBe(false);
  });

  describe('the standing wait', () => {
    let clock = 0;
    beforeEach(() => {
      vi.useFakeTimers();
      clock = 0;
    });
    afterEach(() => vi.useRealTimers());
    const at = () => clock;
    /** `count` requests let in now, answered after `ms`. */
    async function requests(count: number, ms: number) {
      const work = Array.from({ length: count }, () => held());
      const inFlight = work.map((request) => guard!.track(request.work));
      clock += ms;
      work.forEach((request) => request.finish());
      await Promise.all(inFlight);
    }

    it('sixty requests answered within a few hundred ms are no overload', async () => {
      guard = overloadGuard({ maxEventLoopDelayMs: 0, maxWaitMs: 1_000 }, { eventLoopDelayMs: () => 0, now: at });
      await requests(60, 400);
      vi.advanceTimersByTime(500);
      expect(guard.turnsAway()).toBe(false);
    });

    it('turns requests away while even the quickest answer of the last half second waited past the limit, and lets them in once one does not', async () => {
      guard = overloadGuard({ maxEventLoopDelayMs: 0, maxWaitMs: 1_000 }, { eventLoopDelayMs: () => 0, now: at });
      await requests(20, 1_200);
      vi.advanceTimersByTime(500);
      const finishBusy = keepBusy(guard);
      expect(guard.turnsAway()).toBe(true);

      await finishBusy();
      await requests(5, 50);
      vi.advanceTimersByTime(500);
      keepBusy(guard);
      expect(guard.turnsAway()).toBe(false);
    });

    it('while the queue stands it still lets a few requests in, so the process goes on serving rather than only refusing', async () => {
      guard = overloadGuard({ maxEventLoopDelayMs: 0, maxWaitMs: 1_000 }, { eventLoopDelayMs: () => 0, now: at });
      await requests(20, 1_200);
      vi.advanceTimersByTime(500);

      const working = Array.from({ length: ALWAYS_LET_IN }, () => {
        expect(guard!.turnsAway()).toBe(false);
        const request = held();
        return { request, inFlight: guard!.track(request.work) };
      });
      expect(guard.turnsAway()).toBe(true);
      working.forEach(({ request }) => request.finish());
      await Promise.all(working.map(({ inFlight }) => inFlight));
    });

    it('one slow request among quick ones is no overload', async () => {
      guard = overloadGuard({ maxEventLoopDelayMs: 0, maxWaitMs: 1_000 }, { eventLoopDelayMs: () => 0, now: at });
      const slow = held();
      const slowInFlight = guard.track(slow.work);
      await requests(10, 20);
      clock += 5_000;
      slow.finish();
      await slowInFlight;
      vi.advanceTimersByTime(500);
      expect(guard.turnsAway()).toBe(false);
    });

    it('a request whose work fails is timed all the same', async () => {
      guard = overloadGuard({ maxEventLoopDelayMs: 0, maxWaitMs: 1_000 }, { eventLoopDelayMs: () => 0, now: at });
      await expect(guard.track(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
      vi.advanceTimersByTime(500);
      expect(guard.turnsAway()).toBe(false);
    });
  });

  it('limits of 0 turn nothing away', async () => {
    guard = overloadGuard({ maxEventLoopDelayMs: 0, maxWaitMs: 0 }, { eventLoopDelayMs: () => 10_000 });
    const waiting = held();
    const inFlight = guard.track(waiting.work);
    expect(guard.turnsAway()).toBe(false);
    waiting.finish();
    await inFlight;
  });

  describe('its log', () => {
    const lines: Record<string, unknown>[] = [];
    const previous = log;
    beforeEach(() => {
      vi.useFakeTimers();
      lines.length = 0;
      setProcessLogger(createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(JSON.parse(line)) } }));
    });
    afterEach(() => {
      setProcessLogger(previous);
      vi.useRealTimers();
    });

    it('says once when turning away starts and once when it is over, with how many were turned away', () => {
      let delayMs = 500;
      guard = overloadGuard({ maxEventLoopDelayMs: 200, maxWaitMs: 0 }, { eventLoopDelayMs: () => delayMs });
      keepBusy(guard);
      for (let i = 0; i < 3; i++) guard.turnsAway();
      vi.advanceTimersByTime(600);
      guard.turnsAway();
      expect(lines.map((line) => line.overload)).toEqual(['start']);
      expect(lines[0]).toMatchObject({ eventLoopDelayMs: 500, maxEventLoopDelayMs: 200 });

      delayMs = 20;
      guard.turnsAway();
      vi.advanceTimersByTime(1200);
      expect(lines.map((line) => line.overload)).toEqual(['start', 'over']);
      expect(lines[1]).toMatchObject({ refused: 4 });
    });
  });
});

describe('which page requests may be shed', () => {
  it.for([
    ['a page', '/p/dashboard', true],
    ['a page with a query', '/login?r=/p/wallet', true],
    ['the data of a client-side navigation', '/_next/data/build-id/p/wallet.json', true],
    ['a script of the build', '/_next/static/chunks/main-abc.js', false],
    ['the font', '/fonts/Vazirmatn.woff2', false],
    ['a style sheet', '/antd/admin.abc123.css?v=1', false],
    ['the plain up-check', '/status', false],
  ] as const)('%s: %s', ([, url, isSheddable]) => {
    expect(isSheddablePage(url)).toBe(isSheddable);
  });
});

describe('the busy page', () => {
  it('answers 503 with Retry-After, never cached, in Persian and English, with no script allowed', async () => {
    const server = http.createServer((_req, res) => answerBusyPage(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/p/dashboard`);
      const html = await response.text();
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(html).toContain('<html lang="fa" dir="rtl">');
      expect(html).toContain('سرویس الان شلوغ است');
      expect(html).toContain('The service is busy right now');
    } finally {
      server.close();
    }
  });
});
