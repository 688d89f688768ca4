/**
 * Several instances: autocannon with 200 connections for 60 s mixing a user's sign-in, the user's
 * dashboard and the admin's lists and dashboard, against two compiled API instances (connections
 * spread over both, as a round-robin proxy would) and then against one, on one MariaDB database and
 * one Redis; prints requests/s, the p99 of the requests served, the refusals (503 with Retry-After:
 * the servers shedding load), errors and timeouts of each, and the two-to-one scaling ratio.
 * Targets: no error or timeout, every refusal a 503 with Retry-After, p99 of the served ≤ 2 s.
 *
 *   npm run bench:instances      # needs the compiled server (npm run build), MariaDB and Redis on this machine
 *
 * Tunables (env): BENCH_MYSQL_URL (mysql://root@127.0.0.1:3306), BENCH_REDIS_URL
 * (redis://127.0.0.1:6379), BENCH_CONNECTIONS (200), BENCH_DURATION s (60). Every connection signs in
 * as a user of its own from an address of its own (X-Forwarded-For, the servers trusting one proxy
 * hop), so the sign-in throttle sees what 200 people would cause, not one client's flood. autocannon
 * runs in this process: on a 2-core machine the load generator shares the cores with the servers.
 */
import { randomBytes } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import { createPool } from 'mysql2/promise';
import { hashPassword } from '../server/security/password';
import { seedMoney, seedUserMobile } from './seed-money';
import { assertBuilt, formatTable, signInSeededAdmin, startServer, writeResult, type BenchServer } from './support';

const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const USER_PASSWORD = 'a-long-bench-passphrase';
const SERVED_P99_TARGET_MS = 2_000;

interface Figures {
  instances: number;
  requestsPerSecond: number;
  /** The p99 of every answer, refusals included, as autocannon measures it. */
  p99Ms: number;
  /** The p99 of the answers that were not refusals: what a visitor let in waits. */
  servedP99Ms: number;
  requests: number;
  /** 503 answers with Retry-After: load shed on purpose, not failures. */
  refusals: number;
  /** 503 answers without Retry-After (a defect: every refusal must say when to come back). */
  refusalsWithoutRetryAfter: number;
  /** Connection errors; timeouts (30 s) apart. */
  errors: number;
  timeouts: number;
  /** Non-2xx answers other than refusals. */
  otherNon2xx: number;
  /** Answers by status, to tell a 429 (a throttle) from a 401 (a sign-in that timed out) from a 5xx. */
  statusCodes: Record<string, number>;
}

/** The p99 of `values` (ms), 0 for none. */
function p99(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!);
}

/** Who each connection slot signs in as, and where from (the servers trust one proxy hop). */
const slotMobile = (slot: number) => seedUserMobile(slot + 1);
const slotAddress = (slot: number) => `198.18.${slot >> 8}.${slot & 255}`;

/**
 * A token per slot before the load starts, so the user calls of a round whose sign-in was refused
 * still carry a live session (autocannon clears a connection's context every round). Signed in two
 * at a time, after Retry-After when refused.
 */
async function signInEverySlot(server: BenchServer): Promise<string[]> {
  const tokens: string[] = [];
  const signIn = async (slot: number): Promise<string> => {
    for (;;) {
      const response = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': slotAddress(slot) },
        body: JSON.stringify({ mobile: slotMobile(slot), password: USER_PASSWORD }),
      });
      const body = (await response.json()) as { token?: string };
      if (response.ok && body.token) return body.token;
      if (response.status !== 503) throw new Error(`signing in slot ${slot} answered ${response.status}`);
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
    }
  };
  for (let slot = 0; slot < CONNECTIONS; slot += 2) {
    const pair = [slot, slot + 1].filter((each) => each < CONNECTIONS);
    (await Promise.all(pair.map(signIn))).forEach((token, index) => (tokens[pair[index]!] = token));
  }
  return tokens;
}

/** A fresh database on the server: seeded with users (one per connection can sign in) and payments for the lists. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_instances_${randomBytes(4).toString('hex')}`;
  const admin = createPool({ uri: MYSQL_URL, connectionLimit: 1 });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(MYSQL_URL);
  url.pathname = `/${name}`;
  await seedMoney(url.toString(), { users: 20_000, payments: 100_000 });
  await admin.query(`UPDATE \`${name}\`.users SET password_hash = ? WHERE id <= ?`, [await hashPassword(USER_PASSWORD), CONNECTIONS]);
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}

async function measure(servers: BenchServer[], adminToken: string, slotTokens: string[]): Promise<Figures> {
  let nextSlot = 0;
  let refusalsWithoutRetryAfter = 0;
  const servedLatencies: number[] = [];
  const checkRefusal = (status: number, headers: Record<string, string>) => {
    if (status === 503 && !Object.keys(headers).some((name) => name.toLowerCase() === 'retry-after')) refusalsWithoutRetryAfter += 1;
  };
  const admin = { authorization: `Bearer ${adminToken}` };
  type Context = { slot?: number; token?: string };
  const asUser = (path: string) => ({
    method: 'GET' as const,
    path,
    setupRequest: (request: Record<string, unknown>, context: Context) => ({
      ...request,
      headers: { ...(request.headers as Record<string, string>), authorization: `Bearer ${context.token ?? slotTokens[context.slot!]}` },
    }),
    onResponse: (status: number, _body: string, _context: Context, headers: Record<string, string>) => checkRefusal(status, headers),
  });
  const asAdmin = (path: string) => ({
    method: 'GET' as const,
    path,
    headers: admin,
    onResponse: (status: number, _body: string, _context: Context, headers: Record<string, string>) => checkRefusal(status, headers),
  });
  let instance: ReturnType<typeof autocannon> | undefined;
  const result: Result = await new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: servers.map((server) => server.baseUrl),
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            path: '/api/v1/auth/login',
            setupRequest: (request: Record<string, unknown>, context: Context) => {
              context.slot ??= nextSlot++ % CONNECTIONS;
              return {
                ...request,
                headers: { 'content-type': 'application/json', 'x-forwarded-for': slotAddress(context.slot) },
                body: JSON.stringify({ mobile: slotMobile(context.slot), password: USER_PASSWORD }),
              };
            },
            onResponse: (status: number, body: string, context: Context, headers: Record<string, string>) => {
              if (status === 200) context.token = (JSON.parse(body) as { token: string }).token;
              checkRefusal(status, headers);
            },
          },
          asUser('/api/v1/user/dashboard'),
          asAdmin('/api/v1/admin/users/list?page=1&per_page=20'),
          asAdmin('/api/v1/admin/dashboard'),
          asAdmin('/api/v1/admin/payments/list?page=1&per_page=20'),
          asUser('/api/v1/user/dashboard'),
        ],
      } as unknown as Parameters<typeof autocannon>[0],
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, status, _bytes, latencyMs) => {
      if (status !== 503) servedLatencies.push(latencyMs);
    });
  });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]));
  const refused = statusCodes['503'] ?? 0;
  return {
    instances: servers.length,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    servedP99Ms: p99(servedLatencies),
    requests: result.requests.total,
    refusals: refused - refusalsWithoutRetryAfter,
    refusalsWithoutRetryAfter,
    errors: result.errors,
    timeouts: result.timeouts,
    otherNon2xx: result.non2xx - refused,
    statusCodes,
  };
}

async function main() {
  assertBuilt({ apiOnly: true });
  const database = await freshDatabase();
  const env = { REDIS_URL, REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:`, TRUST_PROXY_HOPS: '1', LOG_LEVEL: 'warn' };
  const started: BenchServer[] = [];
  try {
    started.push(...(await Promise.all([1, 2].map(() => startServer({ databaseUrl: database.url, apiOnly: true, env })))));
    const adminToken = await signInSeededAdmin(started[0]!);
    const slotTokens = await signInEverySlot(started[0]!);
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, on ${database.url.replace(/\/\/[^@]*@/, '//')} and ${REDIS_URL}`);
    const two = await measure(started, adminToken, slotTokens);
    const one = await measure(started.slice(0, 1), adminToken, slotTokens);
    const rows = [one, two].map((figures) => [
      figures.instances,
      figures.requestsPerSecond,
      figures.requests,
      figures.requests - figures.refusals - figures.refusalsWithoutRetryAfter,
      figures.servedP99Ms,
      figures.p99Ms,
      figures.refusals,
      figures.refusalsWithoutRetryAfter,
      figures.errors,
      figures.timeouts,
      figures.otherNon2xx,
      Object.entries(figures.statusCodes)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
    ]);
    console.log(
      formatTable(
        [
          'instances',
          'req/s',
          'requests',
          'served',
          'served p99 ms',
          'p99 ms (all)',
          'refused 503',
          '503 w/o Retry-After',
          'errors',
          'timeouts',
          'other non-2xx',
          'answers',
        ],
        rows,
      ),
    );
    const ratio = two.requestsPerSecond / one.requestsPerSecond;
    console.log(`scaling, two instances over one: ${ratio.toFixed(2)}×`);
    const isServedInTime = [one, two].every((figures) => figures.servedP99Ms <= SERVED_P99_TARGET_MS);
    console.log(`p99 of the served ≤ ${SERVED_P99_TARGET_MS} ms: ${isServedInTime ? 'OK' : 'MISS'}`);
    console.log(`results: ${writeResult('instances.json', { connections: CONNECTIONS, durationSeconds: DURATION_S, one, two, ratio })}`);
    const isClean = [one, two].every((figures) => figures.errors + figures.timeouts + figures.otherNon2xx + figures.refusalsWithoutRetryAfter === 0);
    if (!isClean || !isServedInTime) process.exitCode = 1;
  } finally {
    await Promise.allSettled(started.map((server) => server.stop()));
    await database.drop();
  }
}

await main();
