/**
 * Soak bench: minutes of mixed signed-in load (profile reads, /p/dashboard renders, profile changes) at
 * 50 connections against the compiled server, to see what a short bench cannot: memory a request leaves
 * behind, latency that creeps up, errors that appear after a while. Every 30 s it collects garbage in the
 * server (bench/heap-probe.mjs) and prints heap used, RSS, req/s, p99 and errors; at the end each route
 * runs alone for a while and its heap growth per 1,000 requests is printed with OK/MISS.
 *
 * Runs on SQLite, and on MariaDB + Redis when BENCH_MYSQL_URL or TEST_MYSQL_URL names a server (a database
 * of its own, dropped afterwards) and BENCH_REDIS_URL or TEST_REDIS_URL names a Redis. Needs `npm run build`.
 *
 * Targets: heap after collection within +30 MB of its value after the first minute; RSS flat (within
 * +64 MB of the first minute's); 0 errors; p99 of the last minute ≤ 1.5× the first minute's; per route,
 * growth < 2.5 MB per 1,000 requests (a leak of 5 kB per request would be 5 MB).
 *
 * Tunables (env): SOAK_MINUTES (10, per dialect), SOAK_CONNECTIONS (50), SOAK_INTERVAL_S (30),
 * SOAK_DIALECTS (`sqlite,mysql`), SOAK_ROUTE_REQUESTS (5,000 per route at the end).
 */
import { randomBytes } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import { createPool } from 'mysql2/promise';
import type { HeapReading } from './heap';
import { createVerifiedUser, formatTable, startServer, verdict, writeResult, type BenchServer } from './support';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const INTERVAL_S = Number(process.env.SOAK_INTERVAL_S ?? 30);
const ROUTE_REQUESTS = Number(process.env.SOAK_ROUTE_REQUESTS ?? 5_000);
const DIALECTS = (process.env.SOAK_DIALECTS ?? 'sqlite,mysql').split(',');
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? process.env.TEST_MYSQL_URL;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
const MB = 1024 * 1024;
const TARGET = { heapGrowthMb: 30, rssGrowthMb: 64, p99Factor: 1.5, routeGrowthPer1000Mb: 2.5 } as const;

interface Interval {
  atS: number;
  heapUsedMb: number;
  rssMb: number;
  requestsPerS: number;
  p99Ms: number;
  errors: number;
  /** Answers by status, to tell a 503 (shed) from a 429 (a throttle) from a 500. */
  statusCodes: Record<string, number>;
  liveRequests: number;
}

interface Route {
  key: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function routesFor(token: string): Route[] {
  return [
    { key: 'GET /api/v1/user/profile', method: 'GET', path: '/api/v1/user/profile', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
    { key: 'SSR /p/dashboard', method: 'GET', path: '/p/dashboard', headers: { cookie: `user_token=${token}` } },
    {
      key: 'POST /api/v1/user/change/profile',
      method: 'POST',
      path: '/api/v1/user/change/profile',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name: 'کاربر سنجش' }),
    },
  ];
}

/** One autocannon run over `routes` in turn on each connection, for `seconds` or `amount` requests. */
function cannon(baseUrl: string, routes: Route[], limit: { seconds: number } | { amount: number }): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        timeout: 10,
        ...('seconds' in limit ? { duration: limit.seconds } : { amount: limit.amount }),
        requests: routes.map(({ method, path, headers, body }) => ({ method, path, headers, ...(body ? { body } : {}) })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const errorsOf = (result: Result) => result.errors + result.timeouts + result.non2xx;

/**
 * A forced collection stops the server's world for a second or two; the overload guard reads that as
 * load and sheds the next half second's requests. The soak waits it out: the pause is the bench's, not
 * the server's.
 */
const settleAfterCollection = () => new Promise((resolve) => setTimeout(resolve, 1_500));

async function soak(server: BenchServer, label: string): Promise<{ intervals: Interval[]; routes: { key: string; growthPer1000Mb: number }[] }> {
  const user = await createVerifiedUser(server);
  const routes = routesFor(user.token);
  for (const route of routes) {
    const response = await fetch(server.baseUrl + route.path, { method: route.method, headers: route.headers, body: route.body, redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${route.key} answered ${response.status}`);
  }

  console.info(`\n${label}: ${MINUTES} min of mixed load at ${CONNECTIONS} connections, a reading every ${INTERVAL_S} s`);
  const header = ['t (s)', 'heap MB', 'RSS MB', 'req/s', 'p99 ms', 'errors', 'live req', 'statuses'];
  console.info(header.join('\t'));
  const intervals: Interval[] = [];
  const rounds = Math.max(1, Math.round((MINUTES * 60) / INTERVAL_S));
  for (let round = 1; round <= rounds; round++) {
    const result = await cannon(server.baseUrl, routes, { seconds: INTERVAL_S });
    const heap = await server.heap();
    await settleAfterCollection();
    const interval: Interval = {
      atS: round * INTERVAL_S,
      heapUsedMb: heap.heapUsed / MB,
      rssMb: heap.rss / MB,
      requestsPerS: result.requests.average,
      p99Ms: result.latency.p99,
      errors: errorsOf(result),
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])),
      liveRequests: heap.liveRequests,
    };
    intervals.push(interval);
    console.info(
      [
        interval.atS,
        interval.heapUsedMb.toFixed(1),
        interval.rssMb.toFixed(0),
        interval.requestsPerS.toFixed(0),
        interval.p99Ms,
        interval.errors,
        interval.liveRequests,
        Object.entries(interval.statusCodes)
          .map(([code, count]) => `${code}×${count}`)
          .join(' '),
      ].join('\t'),
    );
  }

  console.info(`\n${label}: each route alone, ${ROUTE_REQUESTS} requests, heap growth per 1,000`);
  const routeGrowth = [];
  for (const route of routes) {
    await cannon(server.baseUrl, [route], { amount: Math.min(1_000, ROUTE_REQUESTS) });
    const before: HeapReading = await server.heap();
    await settleAfterCollection();
    const result = await cannon(server.baseUrl, [route], { amount: ROUTE_REQUESTS });
    const after = await server.heap();
    await settleAfterCollection();
    if (errorsOf(result)) console.warn(`  ${route.key}: ${errorsOf(result)} errors`);
    routeGrowth.push({ key: route.key, growthPer1000Mb: ((after.dataHeapUsed - before.dataHeapUsed) / MB) * (1000 / ROUTE_REQUESTS) });
  }
  return { intervals, routes: routeGrowth };
}

/** The figures against their targets: the first minute's readings are the baseline. */
function verdicts(intervals: Interval[], routes: { key: string; growthPer1000Mb: number }[]) {
  const perMinute = Math.max(1, Math.round(60 / INTERVAL_S));
  const firstMinute = intervals.slice(0, perMinute);
  const lastMinute = intervals.slice(-perMinute);
  const baseline = firstMinute.at(-1)!;
  const last = intervals.at(-1)!;
  const worst = (list: Interval[]) => Math.max(...list.map((interval) => interval.p99Ms));
  const heapGrowth = Math.max(...intervals.map((interval) => interval.heapUsedMb)) - baseline.heapUsedMb;
  const rssGrowth = last.rssMb - baseline.rssMb;
  const errors = intervals.reduce((sum, interval) => sum + interval.errors, 0);
  const p99Factor = worst(lastMinute) / Math.max(1, worst(firstMinute));
  return [
    [
      'heap after collection, most above the first minute',
      `${heapGrowth >= 0 ? '+' : ''}${heapGrowth.toFixed(1)} MB`,
      `≤ +${TARGET.heapGrowthMb} MB`,
      verdict(heapGrowth <= TARGET.heapGrowthMb),
    ],
    [
      'RSS at the end, above the first minute',
      `${rssGrowth >= 0 ? '+' : ''}${rssGrowth.toFixed(0)} MB`,
      `≤ +${TARGET.rssGrowthMb} MB`,
      verdict(rssGrowth <= TARGET.rssGrowthMb),
    ],
    ['errors (non-2xx, errors, timeouts)', String(errors), '0', verdict(errors === 0)],
    [
      'p99, last minute ÷ first minute',
      `${p99Factor.toFixed(2)} (${worst(lastMinute)} ÷ ${worst(firstMinute)} ms)`,
      `≤ ${TARGET.p99Factor}`,
      verdict(p99Factor <= TARGET.p99Factor),
    ],
    ...routes.map((route) => [
      `heap growth per 1,000 × ${route.key}`,
      `${route.growthPer1000Mb.toFixed(2)} MB`,
      `< ${TARGET.routeGrowthPer1000Mb} MB`,
      verdict(route.growthPer1000Mb < TARGET.routeGrowthPer1000Mb),
    ]),
  ];
}

async function mysqlDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_soak_${randomBytes(4).toString('hex')}`;
  const admin = createPool({ uri: MYSQL_URL!, connectionLimit: 1 });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(MYSQL_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}

async function main() {
  const report: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, minutes: MINUTES, connections: CONNECTIONS };
  let failed = false;
  for (const dialect of DIALECTS) {
    if (dialect === 'mysql' && (!MYSQL_URL || !REDIS_URL)) {
      console.info('\nmysql: skipped (set BENCH_MYSQL_URL or TEST_MYSQL_URL, and BENCH_REDIS_URL or TEST_REDIS_URL)');
      continue;
    }
    const database = dialect === 'mysql' ? await mysqlDatabase() : undefined;
    const server = await startServer({
      heapProbe: true,
      databaseUrl: database?.url,
      env: {
        LOG_LEVEL: 'warn',
        ...(dialect === 'mysql' ? { REDIS_URL: REDIS_URL!, REDIS_KEY_PREFIX: `soak-${randomBytes(4).toString('hex')}:` } : {}),
      },
    });
    const label = dialect === 'mysql' ? 'MariaDB + Redis' : 'SQLite';
    try {
      const { intervals, routes } = await soak(server, label);
      const rows = verdicts(intervals, routes);
      console.info(`\n${label}\n${formatTable(['figure', 'value', 'target', 'verdict'], rows)}`);
      failed ||= rows.some((row) => row[3] === 'MISS');
      report[dialect] = { intervals, routes, verdicts: rows };
    } finally {
      await server.stop();
      await database?.drop();
    }
  }
  console.info(`\nWrote ${writeResult('soak.json', report)}`);
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
