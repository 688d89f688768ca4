/**
 * Load bench: throughput (requests/s) and p99 latency, with autocannon on loopback, of
 *   (a) a bare Hono route served by @hono/node-server in a process of its own (the API ceiling),
 *   (b) GET /api/v1/user/profile with a bearer token,
 *   (c) SSR of /p/dashboard with the user_token cookie,
 *   (d) the bare page /status (SSR, no antd: the page-rendering ceiling),
 *   (e) SSR of /login,
 *   (f) SSR of /admin/admins with the seeded admin's admin_token cookie,
 * on the production server started on a fresh database, plus the raw HTML size of /login. Targets:
 * profile ≥ 0.5× bare Hono, dashboard ≥ 0.5× bare page, admins ≥ 0.4× bare page, /login HTML ≤ 30 kB.
 * Run `npm run build` first, then `npx tsx bench/load.ts`.
 *
 * Tunables (env): BENCH_CONNECTIONS (10), BENCH_DURATION s (10), BENCH_WARMUP s (2), BENCH_WORKERS (1;
 * autocannon fires from worker threads; 0 = main thread), BENCH_ONLY (comma-separated target keys, e.g.
 * `bareHono,profile` while working on one figure; ratios need both of their targets).
 *
 * BENCH_LOG_LEVELS=info,warn measures only what the request log costs: one API-only server per level
 * (LOG_LEVEL), GET /api/v1/user/profile on each, in the order info, warn, warn, info so a machine
 * that gets busier or quieter during the run weighs on both alike, and the ratio first ÷ last level
 * (target ≥ 0.9). Needs only the compiled server (`node scripts/build-server.mjs`).
 */
import fs from 'node:fs';
import os from 'node:os';
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { createVerifiedUser, formatTable, freePort, ROOT, signInSeededAdmin, startServer, verdict, writeResult, type BenchServer } from './support';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const LOG_LEVELS = process.env.BENCH_LOG_LEVELS?.split(',').filter(Boolean);
/** The request log may cost the profile route at most a tenth of its throughput. */
const LOG_LEVEL_RATIO_TARGET = 0.9;
/** kB = 1000 bytes, as the issue's table counts. */
const LOGIN_HTML_TARGET_KB = 30;

interface Target {
  key: 'bareHono' | 'profile' | 'dashboard' | 'status' | 'login' | 'admins';
  label: string;
  url: string;
  headers?: Record<string, string>;
  /** The process that answers, when it is not the product server. */
  pid?: number;
}

interface Measurement {
  key: Target['key'];
  label: string;
  url: string;
  requestsPerSecMean: number;
  requestsPerSecStddev: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** The serving process's CPU time (user + system, every thread) per answer, in µs: steadier than req/s on a shared machine. */
  serverCpuMicrosPerRequest: number;
}

/** One bounded autocannon run: rejects if it has not finished well after its duration. */
function cannon(target: Target, durationS: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const instance = autocannon(
      {
        url: target.url,
        connections: CONNECTIONS,
        duration: durationS,
        timeout: 10,
        ...(WORKERS > 0 ? { workers: WORKERS } : {}),
        ...(target.headers ? { headers: target.headers } : {}),
      },
      (error, result) => {
        if (settled) return;
        settled = true;
        clearTimeout(guard);
        if (error) reject(error);
        else resolve(result);
      },
    );
    const guard = setTimeout(
      () => {
        if (settled) return;
        settled = true;
        try {
          instance.stop();
        } catch {
          // best effort
        }
        reject(new Error(`autocannon on ${target.url} did not finish within ${durationS + 30} s`));
      },
      (durationS + 30) * 1000,
    );
  });
}

/** One request by hand first: a bench of redirects or errors would measure the wrong thing. */
async function checkTarget(target: Target): Promise<void> {
  const response = await fetch(target.url, { headers: target.headers, redirect: 'manual' });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`${target.label}: ${target.url} answered ${response.status} (expected 200): ${body.slice(0, 300)}`);
  }
}

async function measure(target: Target, serverPid: number): Promise<Measurement> {
  await checkTarget(target);
  if (WARMUP_S > 0) await cannon(target, WARMUP_S);
  const cpuBefore = cpuMillisOf(serverPid);
  const result = await cannon(target, DURATION_S);
  const serverCpuMicrosPerRequest = ((cpuMillisOf(serverPid) - cpuBefore) * 1000) / result.requests.total;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]));
  const measurement: Measurement = {
    key: target.key,
    label: target.label,
    url: target.url,
    requestsPerSecMean: result.requests.mean,
    requestsPerSecStddev: result.requests.stddev,
    latencyMeanMs: result.latency.mean,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    serverCpuMicrosPerRequest,
  };
  const problems = result.non2xx + result.errors + result.timeouts;
  console.info(
    `  ${target.label.padEnd(34)} ${result.requests.mean.toFixed(0).padStart(7)} req/s  p99 ${String(result.latency.p99).padStart(5)} ms` +
      (problems ? `  (!) non2xx=${result.non2xx} errors=${result.errors} timeouts=${result.timeouts}` : ''),
  );
  return measurement;
}

/** The bare Hono server in a process of its own, so both API figures come from one process each. */
async function startBareHono(): Promise<{ url: string; pid: number; close: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'bare-hono.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bare Hono did not start within 20 s')), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`bare Hono exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/ping`,
    pid: child.pid!,
    close: async () => {
      child.kill('SIGTERM');
    },
  };
}

/** The issue's ratios, each of two figures from this run. */
const RATIOS = [
  { key: 'profileOverBareHono', label: 'profile / bare Hono', of: 'profile', over: 'bareHono', target: 0.5 },
  { key: 'dashboardOverStatus', label: 'SSR /p/dashboard / /status', of: 'dashboard', over: 'status', target: 0.5 },
  { key: 'adminsOverStatus', label: 'SSR /admin/admins / /status', of: 'admins', over: 'status', target: 0.4 },
] as const satisfies readonly { of: Target['key']; over: Target['key']; [field: string]: unknown }[];

/** The raw bytes of a page's HTML as served (no compression: the issue's figure is raw). */
async function htmlBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/** User plus system CPU time a process has used, in ms (Linux's /proc; its clock ticks are 10 ms). */
function cpuMillisOf(pid: number): number {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** BENCH_LOG_LEVELS: the profile route on one server per log level, and the ratio of the first level to the last. */
async function compareLogLevels(levels: string[]) {
  if (levels.length !== 2) throw new Error(`BENCH_LOG_LEVELS names two levels (e.g. info,warn), not ${levels.join(',')}`);
  const servers: BenchServer[] = [];
  try {
    console.info(`Starting one API-only server per log level (${levels.join(', ')}) on fresh databases…`);
    const targets: Target[] = [];
    for (const level of levels) {
      const server = await startServer({ apiOnly: true, env: { LOG_LEVEL: level } });
      servers.push(server);
      const user = await createVerifiedUser(server);
      targets.push({
        key: 'profile',
        label: `GET /api/v1/user/profile, LOG_LEVEL=${level}`,
        url: `${server.baseUrl}/api/v1/user/profile`,
        headers: { authorization: `Bearer ${user.token}`, accept: 'application/json' },
      });
    }
    console.info(`autocannon: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s measured per run; ${os.cpus().length} CPUs\n`);
    // The first minutes of a process (JIT, the bench's own autocannon) are slower: both get a turn before any run counts.
    for (const target of targets) await cannon(target, WARMUP_S);
    const runs: Measurement[][] = targets.map(() => []);
    for (const index of [0, 1, 1, 0]) runs[index]!.push(await measure(targets[index]!, servers[index]!.pid));
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const [first, last] = runs.map((measurements) => mean(measurements.map((m) => m.requestsPerSecMean))) as [number, number];
    const ratio = first / last;
    const [firstCpu, lastCpu] = runs.map((measurements) => mean(measurements.map((m) => m.serverCpuMicrosPerRequest))) as [number, number];
    console.info(
      '\n' +
        formatTable(
          ['figure (same run)', 'value', 'target', 'verdict'],
          [
            ...levels.flatMap((level, index) => [
              [`profile req/s at ${level}`, runs[index]!.map((m) => m.requestsPerSecMean.toFixed(0)).join(', '), '', ''],
              // Less noisy than req/s on a shared machine: the server's own CPU time (user + system, every thread) per answer.
              [`server CPU µs per request at ${level}`, runs[index]!.map((m) => m.serverCpuMicrosPerRequest.toFixed(0)).join(', '), '', ''],
            ]),
            [`profile req/s ${levels[0]} / ${levels[1]}`, ratio.toFixed(3), `≥ ${LOG_LEVEL_RATIO_TARGET}`, verdict(ratio >= LOG_LEVEL_RATIO_TARGET)],
            [`server CPU per request ${levels[1]} / ${levels[0]}`, (lastCpu / firstCpu).toFixed(3), '', ''],
          ],
        ),
    );
    const dirty = runs.flat().filter((m) => m.non2xx || m.errors || m.timeouts);
    if (dirty.length) console.warn(`\nWarning: non-2xx or errors in ${dirty.length} run(s) — figures are suspect.`);
    const file = writeResult('load-log-levels.json', {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      settings: { connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S, workers: WORKERS },
      levels: Object.fromEntries(levels.map((level, index) => [level, runs[index]])),
      ratio: { value: ratio, target: LOG_LEVEL_RATIO_TARGET, verdict: verdict(ratio >= LOG_LEVEL_RATIO_TARGET) },
      serverCpuRatio: lastCpu / firstCpu,
    });
    console.info(`\nWrote ${file}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function main() {
  if (LOG_LEVELS) return compareLogLevels(LOG_LEVELS);
  let server: BenchServer | undefined;
  let bare: Awaited<ReturnType<typeof startBareHono>> | undefined;
  try {
    console.info('Starting the production server on a fresh database…');
    server = await startServer();
    const user = await createVerifiedUser(server);
    const adminToken = await signInSeededAdmin(server);
    bare = await startBareHono();
    console.info(`Server pid ${server.pid} on ${server.baseUrl}; bare Hono on ${bare.url}`);
    console.info(
      `autocannon: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s measured per target, ` +
        `${WORKERS > 0 ? `${WORKERS} worker thread(s)` : 'main thread'}; ${os.cpus().length} CPUs\n`,
    );

    const allTargets: Target[] = [
      { key: 'bareHono', label: '(a) bare Hono GET /ping', url: bare.url, pid: bare.pid },
      {
        key: 'profile',
        label: '(b) GET /api/v1/user/profile',
        url: `${server.baseUrl}/api/v1/user/profile`,
        headers: { authorization: `Bearer ${user.token}`, accept: 'application/json' },
      },
      {
        key: 'dashboard',
        label: '(c) SSR /p/dashboard (cookie)',
        url: `${server.baseUrl}/p/dashboard`,
        headers: { cookie: `user_token=${user.token}` },
      },
      { key: 'status', label: '(d) SSR /status (bare page)', url: `${server.baseUrl}/status` },
      { key: 'login', label: '(e) SSR /login', url: `${server.baseUrl}/login` },
      {
        key: 'admins',
        label: '(f) SSR /admin/admins (cookie)',
        url: `${server.baseUrl}/admin/admins`,
        headers: { cookie: `admin_token=${adminToken}` },
      },
    ];
    const targets = allTargets.filter((target) => !ONLY || ONLY.includes(target.key));

    const measurements: Measurement[] = [];
    for (const target of targets) measurements.push(await measure(target, target.pid ?? server.pid));
    const by = (key: Target['key']) => measurements.find((measurement) => measurement.key === key);
    const loginHtmlKb = (await htmlBytes(`${server.baseUrl}/login`)) / 1000;

    console.info(
      '\n' +
        formatTable(
          ['target', 'req/s (mean)', 'server CPU µs/req', 'p99 ms', 'p50 ms', 'requests', 'non-2xx/errors'],
          measurements.map((m) => [
            m.label,
            m.requestsPerSecMean.toFixed(1),
            m.serverCpuMicrosPerRequest.toFixed(0),
            m.latencyP99Ms,
            m.latencyP50Ms,
            m.totalRequests,
            `${m.non2xx}/${m.errors + m.timeouts}`,
          ]),
        ),
    );
    const ratios = RATIOS.flatMap((ratio) => {
      const of = by(ratio.of);
      const over = by(ratio.over);
      if (!of || !over) return [];
      const value = of.requestsPerSecMean / over.requestsPerSecMean;
      const byCpu = over.serverCpuMicrosPerRequest / of.serverCpuMicrosPerRequest;
      return [{ ...ratio, value, byCpu, verdict: verdict(value >= ratio.target) }];
    });
    console.info(
      '\n' +
        formatTable(
          ['figure (same run)', 'value', 'target', 'verdict', 'by server CPU'],
          [
            ...ratios.map((ratio) => [ratio.label, ratio.value.toFixed(3), `≥ ${ratio.target}`, ratio.verdict, ratio.byCpu.toFixed(3)]),
            ['HTML of /login (raw)', `${loginHtmlKb.toFixed(1)} kB`, `≤ ${LOGIN_HTML_TARGET_KB} kB`, verdict(loginHtmlKb <= LOGIN_HTML_TARGET_KB), ''],
          ],
        ),
    );
    const dirty = measurements.filter((m) => m.non2xx || m.errors || m.timeouts);
    if (dirty.length) console.warn(`\nWarning: non-2xx or errors in ${dirty.map((m) => m.label).join(', ')} — figures are suspect.`);

    const file = writeResult('load.json', {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      settings: { connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S, workers: WORKERS },
      measurements,
      ratios: Object.fromEntries(ratios.map((ratio) => [ratio.key, { value: ratio.value, byCpu: ratio.byCpu, target: ratio.target, verdict: ratio.verdict }])),
      loginHtml: { kB: loginHtmlKb, targetKb: LOGIN_HTML_TARGET_KB, verdict: verdict(loginHtmlKb <= LOGIN_HTML_TARGET_KB) },
    });
    console.info(`\nWrote ${file}`);
  } finally {
    await bare?.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
