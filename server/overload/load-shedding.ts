import { createHash } from 'node:crypto';
import type http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Hono, type MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import { API_HEADERS, refusalBody } from '../http/envelope';
import { callerLocale } from '../i18n/caller-locale';
import { messageIn, type Locale } from '../i18n/messages';
import { log } from '../logging/logger';
import { BUSY_RETRY_AFTER_SECONDS } from './bounded-work';

export interface OverloadLimits {
  /** The event loop's mean delay (ms) past which new requests are turned away; 0: never. */
  maxEventLoopDelayMs: number;
  /**
   * The standing wait (ms) past which new requests are turned away: the shortest time any request of
   * the last half second waited for its answer to start. 0: no limit.
   */
  maxWaitMs: number;
}

/**
 * Requests let in whatever the load says, so an overloaded process keeps doing its work: refusing
 * everything while the clients that were refused come straight back spends the cores on refusals
 * (at 200 connections: 98 % of answers were 503s, 100 served a second, the served waiting 4 s).
 */
export const ALWAYS_LET_IN = 8;

/**
 * A refusal is sent after this pause. A client that comes straight back when refused (a script, a
 * load generator, a proxy's retry) would otherwise keep the cores busy refusing it: at 200 such
 * connections 4,000 refusals a second left ~110 requests a second served, and 250 ms between a
 * connection's refusals (~800 a second at most) let ~145 through. A timer costs the process nothing meanwhile.
 */
export const REFUSAL_PAUSE_MS = 250;
export const refusalPause = () => new Promise((resolve) => setTimeout(resolve, REFUSAL_PAUSE_MS));

/** How often the event loop's delay is read and an overload is checked for its end. */
const SAMPLE_INTERVAL_MS = 500;
const RESOLUTION_MS = 10;

/**
 * The event loop's delay: how late its timers fire, as the mean over the last sample (what
 * @fastify/under-pressure measures). A loop busy with more than it can do shows it at once; a single
 * long pause (a collection) hardly moves the mean.
 */
function sampledEventLoopDelay(): { delayMs: () => number; stop: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let delayMs = 0;
  const sampler = setInterval(() => {
    // The histogram counts the timer's own resolution in each delay.
    if (histogram.count > 0) delayMs = Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS);
    histogram.reset();
  }, SAMPLE_INTERVAL_MS).unref();
  return {
    delayMs: () => delayMs,
    stop: () => {
      clearInterval(sampler);
      histogram.disable();
    },
  };
}

export type OverloadGuard = ReturnType<typeof overloadGuard>;

/**
 * Decides, as each request comes, whether the process can take it: not while the event loop lags past
 * its limit, nor while requests stand in a queue: when even the quickest answer of the last half second
 * waited longer than `maxWaitMs` to start (the minimum, as CoDel judges a queue, so one slow request is
 * no overload, and a burst that drains quickly neither). A request turned away is answered 503 with
 * Retry-After at once, so what is taken in is served in bounded time instead of everything queueing
 * without end. The log says once when turning away starts and once when it ends. `eventLoopDelayMs`
 * and `now` stand in for the measured delay and the clock in tests.
 */
export function overloadGuard(limits: OverloadLimits, options: { eventLoopDelayMs?: () => number; now?: () => number } = {}) {
  const measured = limits.maxEventLoopDelayMs > 0 && !options.eventLoopDelayMs ? sampledEventLoopDelay() : undefined;
  const eventLoopDelayMs = options.eventLoopDelayMs ?? measured?.delayMs ?? (() => 0);
  const now = options.now ?? (() => performance.now());
  let inFlight = 0;
  let quickestWaitInWindowMs = Infinity;
  let standingWaitMs = 0;
  let episode: { since: number; refused: number; refusedAtLastCheck: number } | undefined;

  const reasonToTurnAway = (): Record<string, number> | undefined => {
    if (limits.maxWaitMs > 0 && standingWaitMs > limits.maxWaitMs) return { standingWaitMs: Math.round(standingWaitMs), maxWaitMs: limits.maxWaitMs };
    const delayMs = eventLoopDelayMs();
    if (limits.maxEventLoopDelayMs > 0 && delayMs > limits.maxEventLoopDelayMs)
      return { eventLoopDelayMs: Math.round(delayMs), maxEventLoopDelayMs: limits.maxEventLoopDelayMs };
    return undefined;
  };

  const everySample = setInterval(() => {
    // A window in which nothing was answered while work is in: the queue stands as it did.
    if (quickestWaitInWindowMs !== Infinity || inFlight === 0) standingWaitMs = quickestWaitInWindowMs === Infinity ? 0 : quickestWaitInWindowMs;
    quickestWaitInWindowMs = Infinity;
    // An overload is over once a whole sample passed without turning anyone away.
    if (!episode) return;
    if (episode.refused > episode.refusedAtLastCheck) {
      episode.refusedAtLastCheck = episode.refused;
      return;
    }
    // Warned like its start, so a log kept at warn shows both ends.
    log.warn(
      { overload: 'over', refused: episode.refused, seconds: Math.round((Date.now() - episode.since) / 1000) },
      `Overload over: ${episode.refused} requests were answered 503`,
    );
    episode = undefined;
  }, SAMPLE_INTERVAL_MS).unref();

  return {
    /** Whether this request is to be turned away now; counted in the overload's log when it is. */
    turnsAway(): boolean {
      if (inFlight < ALWAYS_LET_IN) return false;
      const reason = reasonToTurnAway();
      if (!reason) return false;
      if (!episode) {
        episode = { since: Date.now(), refused: 0, refusedAtLastCheck: 0 };
        log.warn({ overload: 'start', ...reason }, 'Overloaded: new requests are answered 503 with Retry-After until the load falls');
      }
      episode.refused += 1;
      return true;
    },
    /** Runs the work of a request let in, timed until it settles (an API handler's until its answer starts). */
    async track<T>(work: () => Promise<T>): Promise<T> {
      const startedAt = now();
      inFlight += 1;
      try {
        return await work();
      } finally {
        inFlight -= 1;
        quickestWaitInWindowMs = Math.min(quickestWaitInWindowMs, now() - startedAt);
      }
    },
    stop(): void {
      clearInterval(everySample);
      measured?.stop();
    },
  };
}

/** A health check's address (the probes must always get their answer), with or without a query. */
const HEALTH_URL = /^[a-z]+:\/\/[^/]+\/api\/v1\/health(?:\/live)?(?:[?#]|$)/i;
/**
 * The refusal's answer in each language, made once: under overload it goes out thousands of times a
 * second, and it must cost far less than the work it spares (a thrown AppError cost 8× a served
 * trivial call; this, less than one).
 */
const busyAnswer = (locale: Locale) => ({
  body: JSON.stringify(refusalBody(new AppError('SERVICE_UNAVAILABLE'), locale)),
  headers: { ...API_HEADERS, 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
});
const BUSY_ANSWERS: Record<Locale, ReturnType<typeof busyAnswer>> = { fa: busyAnswer('fa'), en: busyAnswer('en') };

/**
 * The binding of a call that server-side rendering makes in the same process, for a page already let
 * in; `render` is the render's own object, the same for all its calls (see server/http/register-routes.ts).
 */
export const inProcessCall = (render: object) => ({ inProcess: true, render }) as const;

/**
 * Sheds the app's API calls under overload: 503 SERVICE_UNAVAILABLE with Retry-After, in the API's
 * envelope and the caller's language, through `refusalMiddleware` (CORS, so a listed origin can read
 * it). The health checks always answer, and a page's own calls from server-side rendering
 * (`inProcessCall`) are not shed again.
 *
 * It wraps the app's fetch instead of being one of its middlewares: Hono runs a route that has one
 * handler and no middleware without its middleware chain, and the guard as a middleware cost every
 * call that chain, some 10 µs of the signed-in profile call's 50 (bench/layers.ts).
 */
export function shedOverload(app: Hono, guard: OverloadGuard, refusalMiddleware: readonly MiddlewareHandler[] = []): void {
  const refusals = new Hono();
  for (const middleware of refusalMiddleware) refusals.use(middleware);
  refusals.all('*', async (c) => {
    await refusalPause();
    const busy = BUSY_ANSWERS[callerLocale(c)];
    return new Response(busy.body, { status: 503, headers: busy.headers });
  });
  const dispatch = app.fetch;
  app.fetch = (request, env, executionContext) => {
    if ((env as Partial<ReturnType<typeof inProcessCall>> | undefined)?.inProcess || HEALTH_URL.test(request.url))
      return dispatch(request, env, executionContext);
    if (guard.turnsAway()) return refusals.fetch(request, env, executionContext);
    return guard.track(() => Promise.resolve(dispatch(request, env, executionContext)));
  };
}

/** A built file (a script, a style sheet, the font): cheap, and a page already shown needs it. Page data (`/_next/data/…json`) is work. */
function isBuiltFile(pathname: string): boolean {
  if (pathname.startsWith('/_next/')) return pathname.startsWith('/_next/static/');
  return /\.[a-z0-9]+$/i.test(pathname);
}

/** Whether a page request may be turned away: not a built file, and not /status, the plain up-check. */
export function isSheddablePage(url = '/'): boolean {
  const pathname = url.split('?', 1)[0]!;
  return pathname !== '/status' && !isBuiltFile(pathname);
}

const BUSY_PAGE_STYLE = `
@font-face{font-family:Vazirmatn;src:url('/fonts/Vazirmatn.woff2') format('woff2');font-weight:400 700;font-display:swap}
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:Vazirmatn,Tahoma,'Segoe UI',sans-serif;background:#f5f7fb;color:rgba(0,0,0,.88)}
main{max-width:28rem;margin:1.5rem;padding:2rem;border-radius:.75rem;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.08);text-align:center;line-height:1.8}
h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:0 0 1rem}a{color:#0958d9}[lang=en]{color:rgba(0,0,0,.6);font-size:.9rem}
@media (prefers-color-scheme:dark){body{background:#000;color:rgba(255,255,255,.85)}main{background:#141414}a{color:#4096ff}[lang=en]{color:rgba(255,255,255,.6)}}
`;
const BUSY_FA = messageIn('fa', 'SERVICE_UNAVAILABLE');
const BUSY_EN = messageIn('en', 'SERVICE_UNAVAILABLE');
const BUSY_PAGE = `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${BUSY_FA}</title><style>${BUSY_PAGE_STYLE}</style></head>
<body><main><h1>${BUSY_FA}</h1><p><a href="">${messageIn('fa', 'TRY_AGAIN')}</a></p><p lang="en" dir="ltr">${BUSY_EN} <a href="">${messageIn('en', 'TRY_AGAIN')}</a></p></main></body></html>`;
/** The page carries no script: the policy allows its own style (by hash) and the app's font, nothing else. */
const BUSY_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(BUSY_PAGE_STYLE).digest('base64')}'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** A page request turned away: a small page in Persian (and English) with 503 and Retry-After. */
export function answerBusyPage(res: http.ServerResponse): void {
  res.writeHead(503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': BUSY_PAGE_POLICY,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(BUSY_PAGE);
}
