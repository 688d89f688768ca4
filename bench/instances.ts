/**
 * Several instances: autocannon with 200 connections for 60 s mixing a user's sign-in, the user's
 * dashboard and the admin's lists and dashboard, against two compiled API instances (connections
 * spread over both, as a round-robin proxy would) and then against one, on one MariaDB database and
 * one Redis; prints requests/s, p99 and errors of each and the two-to-one scaling ratio.
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

interface Figures {
  instances: number;
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts (30 s) together. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers by status, to tell a 429 (a throttle) from a 401 (a sign-in that timed out) from a 5xx. */
  statusCodes: Record<string, number>;
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

async function measure(servers: BenchServer[], adminToken: string): Promise<Figures> {
  let nextSlot = 0;
  const admin = { authorization: `Bearer ${adminToken}` };
  type Context = { slot?: number; token?: string };
  const asUser = (path: string) => ({
    method: 'GET' as const,
    path,
    setupRequest: (request: Record<string, unknown>, context: Context) => ({
      ...request,
      headers: { ...(request.headers as Record<string, string>), authorization: `Bearer ${context.token}` },
    }),
  });
  const result: Result = await new Promise((resolve, reject) =>
    autocannon(
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
                headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${context.slot >> 8}.${context.slot & 255}` },
                body: JSON.stringify({ mobile: seedUserMobile(context.slot + 1), password: USER_PASSWORD }),
              };
            },
            onResponse: (status: number, body: string, context: Context) => {
              if (status === 200) context.token = (JSON.parse(body) as { token: string }).token;
            },
          },
          asUser('/api/v1/user/dashboard'),
          { method: 'GET', path: '/api/v1/admin/users/list?page=1&per_page=20', headers: admin },
          { method: 'GET', path: '/api/v1/admin/dashboard', headers: admin },
          { method: 'GET', path: '/api/v1/admin/payments/list?page=1&per_page=20', headers: admin },
          asUser('/api/v1/user/dashboard'),
        ],
      } as unknown as Parameters<typeof autocannon>[0],
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  return {
    instances: servers.length,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count])),
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
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, on ${database.url.replace(/\/\/[^@]*@/, '//')} and ${REDIS_URL}`);
    const two = await measure(started, adminToken);
    const one = await measure(started.slice(0, 1), adminToken);
    const rows = [one, two].map((figures) => [
      figures.instances,
      figures.requestsPerSecond,
      figures.p99Ms,
      figures.requests,
      figures.errors,
      figures.timeouts,
      figures.non2xx,
      Object.entries(figures.statusCodes).map(([status, count]) => `${status}×${count}`).join(' '),
    ]);
    console.log(formatTable(['instances', 'req/s', 'p99 ms', 'requests', 'errors', 'timeouts', 'non-2xx', 'answers'], rows));
    const ratio = two.requestsPerSecond / one.requestsPerSecond;
    console.log(`scaling, two instances over one: ${ratio.toFixed(2)}×`);
    console.log(`results: ${writeResult('instances.json', { connections: CONNECTIONS, durationSeconds: DURATION_S, one, two, ratio })}`);
    if ([one, two].some((figures) => figures.errors + figures.timeouts + figures.non2xx > 0)) process.exitCode = 1;
  } finally {
    await Promise.allSettled(started.map((server) => server.stop()));
    await database.drop();
  }
}

await main();
