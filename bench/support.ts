import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readEnv } from '../server/env';
import { VIDEO_FOLDER } from '../server/modules/videos/service';
import type { Services } from '../server/services';
import { writeSparseMp4 } from '../tests/support/mp4';
import { HEAP_PROBE_NODE_ARGS, readHeap, type HeapReading } from './heap';

/** The repository root (bench/ sits directly under it). */
export const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * Where the benches write their figures: BENCH_RESULTS_DIR, else a folder in the system's temp folder.
 * Never the checkout: the benches also run from a deployment's folder, which may be read-only.
 */
export const RESULTS_DIR = path.resolve(process.env.BENCH_RESULTS_DIR || path.join(os.tmpdir(), 'portal-bench-results'));

/** The admin the bench server seeds, signed in for the admin pages. */
export const BENCH_ADMIN = { username: 'admin', password: 'bench-admin-password' } as const;

/** What production must have named, as a bench names it: the sandbox gateway, texts to a file, a key of this run's own. */
/**
 * No scheduled backup: a bench's storage root is new and holds none, so the day's backup ran as the server
 * started, a full dump of the database beside the measured requests (at bench:money's scale 2.5 GB:
 * MariaDB's profile p95 went from 0.3 to 4–11 ms while mariadb-dump read every table).
 */
const BENCH_DRIVERS = { PAYMENT_GATEWAY: 'sandbox', NOTIFY_DRIVER: 'file', APP_KEY: randomBytes(32).toString('base64url'), BACKUP_SCHEDULE: 'off' } as const;

/** The environment of a server a bench boots in its own process: a fresh SQLite file, texts and storage under `runDir`. */
export function inProcessEnv(runDir: string) {
  return readEnv({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: `file:${path.join(runDir, 'app.sqlite')}`,
    ...BENCH_DRIVERS,
    NOTIFY_FILE: path.join(runDir, 'notify.jsonl'),
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    STORAGE_ROOT: path.join(runDir, 'storage'),
  });
}

/**
 * A `size`-byte recording imported into an in-process server: a real MP4's boxes at the front, then a
 * hole, so the import reads only box headers and the file costs no disk. Returns the video and the
 * path the server stores it under.
 */
export async function importSparseVideo(services: Services, runDir: string, size: number) {
  const source = path.join(runDir, 'import');
  fs.mkdirSync(source);
  await writeSparseMp4(path.join(source, 'bench.mp4'), size);
  const video = (await services.videos.importFolder(source)).added[0]!;
  const folder = path.join(services.env.STORAGE_ROOT, VIDEO_FOLDER);
  const stored = fs.readdirSync(folder).find((name) => name.endsWith('.mp4'))!;
  return { video, storedPath: path.join(folder, stored) };
}

/** The value below which `p` percent of `values` fall (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))]!;
}

/** A verified user written straight into an in-process server's database, and the token of a session of theirs. */
export async function inProcessUserToken(services: Services): Promise<string> {
  const now = Date.now();
  const userId = Number(
    (
      await services.db
        .insertInto('users')
        .values({ name: 'کاربر', mobile: '09120000000', email: null, password_hash: 'x', is_verified: 1, min_balance: 0, created_at: now, updated_at: now })
        .executeTakeFirstOrThrow()
    ).insertId,
  );
  return (await services.sessions.startSession({ role: 'user', subjectId: userId, ip: '127.0.0.1', userAgent: 'bench' })).token;
}

export interface BenchServer {
  port: number;
  baseUrl: string;
  pid: number;
  runDir: string;
  notifyFile: string;
  logFile: string;
  /** Stops the server by its pid (SIGTERM, then SIGKILL) and removes the run directory. Idempotent. */
  stop(): Promise<void>;
  /** The heap after a collection; only for a server started with `heapProbe`. */
  heap(): Promise<HeapReading>;
}

export interface BenchUser {
  name: string;
  mobile: string;
  password: string;
  token: string;
}

/** A TCP port nothing listens on right now, picked by the OS. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** The compiled production server that `npm run build` writes. */
export const COMPILED_SERVER = path.join(ROOT, 'dist', 'server.mjs');

/**
 * Fails early, with a hint, when there is no production build to serve (the pages', or the API
 * alone's): the benches measure the build they find and never build one themselves.
 */
export function assertBuilt({ apiOnly = false } = {}): void {
  if (!fs.existsSync(COMPILED_SERVER) || (!apiOnly && !fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')))) {
    throw new Error(
      apiOnly
        ? 'No compiled server in dist/ — run `npm run build` (or `node scripts/build-server.mjs` for the API alone) first.'
        : 'No production build in dist/ and .next/ — run `npm run build` first.',
    );
  }
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const liveServers = new Set<BenchServer>();
let exitHooksInstalled = false;

/** Kills servers still running when the bench process ends abruptly (Ctrl-C, uncaught error). */
function installExitHooks(): void {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  process.on('exit', () => {
    for (const server of liveServers) {
      try {
        process.kill(server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void Promise.allSettled([...liveServers].map((server) => server.stop())).finally(() => process.exit(130));
    });
  }
}

/**
 * Starts the compiled production server (`node dist/server.mjs`, NODE_ENV=production) on a fresh
 * SQLite database in a temp directory and a free loopback port, and resolves once /api/v1/health answers.
 * `env` adds to its environment (REDIS_URL, TRUST_PROXY_HOPS …).
 */
export async function startServer(
  options: { timeoutMs?: number; databaseUrl?: string; apiOnly?: boolean; env?: Record<string, string>; heapProbe?: boolean } = {},
): Promise<BenchServer> {
  assertBuilt({ apiOnly: options.apiOnly });
  installExitHooks();
  const timeoutMs = options.timeoutMs ?? 120_000;
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const notifyFile = path.join(runDir, 'notify.jsonl');
  const logFile = path.join(runDir, 'server.log');
  const log = fs.openSync(logFile, 'a');

  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the server under load.
  const nodeArgs = [...(options.heapProbe ? HEAP_PROBE_NODE_ARGS : []), ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', COMPILED_SERVER, ...(options.apiOnly ? ['--api-only'] : [])], {
    cwd: ROOT,
    stdio: ['ignore', log, log, ...(options.heapProbe ? (['ipc'] as const) : [])],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl ?? `file:${path.join(runDir, 'app.sqlite')}`,
      ...BENCH_DRIVERS,
      NOTIFY_FILE: notifyFile,
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      STORAGE_ROOT: path.join(runDir, 'storage'),
      NEXT_TELEMETRY_DISABLED: '1',
      ...options.env,
    },
  });
  fs.closeSync(log);
  if (!child.pid) throw new Error('could not spawn the server');
  const pid = child.pid;

  let stopped = false;
  const server: BenchServer = {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    pid,
    runDir,
    notifyFile,
    logFile,
    async stop() {
      if (stopped) return;
      stopped = true;
      liveServers.delete(server);
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
      if (!(await waitForExit(child, 10_000))) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
        await waitForExit(child, 5_000);
      }
      fs.rmSync(runDir, { recursive: true, force: true });
    },
    heap() {
      if (!options.heapProbe) throw new Error('heap() needs a server started with heapProbe');
      return readHeap(child);
    },
  };
  liveServers.add(server);

  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail(logFile)}`);
      }
      try {
        const response = await fetch(`${server.baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server not healthy after ${timeoutMs} ms:\n${tail(logFile)}`);
      await sleep(250);
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** A mobile number unlikely to be taken in a fresh database. */
// Not 0912: seed-money.ts gives its users 0912 numbers, and registering one of those sends no code.
function randomMobile(): string {
  return '0935' + String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
}

async function postJson<T>(url: string, body: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** The last code the server "texted" to a mobile, read from the NOTIFY_FILE jsonl it writes. */
async function lastCodeFor(notifyFile: string, mobile: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = fs.existsSync(notifyFile) ? fs.readFileSync(notifyFile, 'utf8') : '';
    const code = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; code: string | null })
      .filter((message) => message.to === mobile && message.code)
      .at(-1)?.code;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code for ${mobile} in ${notifyFile}`);
    await sleep(100);
  }
}

/** Registers a user through the API, verifies it with the code from the notify file, returns its token. */
export async function createVerifiedUser(server: BenchServer, password = 'a-long-bench-passphrase'): Promise<BenchUser> {
  const name = 'کاربر بنچ';
  const mobile = randomMobile();
  const registered = await postJson<{ hasError?: boolean; message?: string; data: { verification_code: string } | null }>(
    `${server.baseUrl}/api/v1/auth/register`,
    { name, mobile, password },
  );
  const verificationCode = registered.json.data?.verification_code;
  if (registered.status !== 200 || !verificationCode) {
    throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.json)}`);
  }
  const code = await lastCodeFor(server.notifyFile, mobile);
  const verified = await postJson<{ token?: string }>(`${server.baseUrl}/api/v1/auth/verify`, {
    verification_code: verificationCode,
    code,
  });
  if (verified.status !== 200 || !verified.json.token) {
    throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.json)}`);
  }
  return { name, mobile, password, token: verified.json.token };
}

/** Signs in the seeded admin through the API; the token is what the admin_token cookie carries. */
export async function signInSeededAdmin(server: BenchServer): Promise<string> {
  const signedIn = await postJson<{ token?: string }>(`${server.baseUrl}/api/v1/admin/auth/login`, BENCH_ADMIN);
  if (signedIn.status !== 200 || !signedIn.json.token) {
    throw new Error(`admin sign-in answered ${signedIn.status}: ${JSON.stringify(signedIn.json)}`);
  }
  return signedIn.json.token;
}

/** Which visitor a page is measured as: nobody, a signed-in user (`user_token`) or the seeded admin (`admin_token`). */
export type PageArea = 'public' | 'user' | 'admin';

/** Every page of the README's page table, in its order (the user area, the public page, the admin panel), as the benches open it. */
export const PORTAL_PAGES: readonly { path: string; area: PageArea }[] = [
  { path: '/login', area: 'public' },
  { path: '/register', area: 'public' },
  { path: '/p/dashboard', area: 'user' },
  { path: '/p/wallet', area: 'user' },
  { path: '/p/videos', area: 'user' },
  { path: '/p/support', area: 'user' },
  { path: '/p/profile', area: 'user' },
  { path: '/p/change-password', area: 'user' },
  { path: '/contact-us', area: 'public' },
  { path: '/admin/login', area: 'public' },
  { path: '/admin', area: 'admin' },
  { path: '/admin/users', area: 'admin' },
  { path: '/admin/admins', area: 'admin' },
  { path: '/admin/gifts', area: 'admin' },
  { path: '/admin/payments', area: 'admin' },
  { path: '/admin/support', area: 'admin' },
  { path: '/admin/contact-us', area: 'admin' },
  { path: '/admin/videos', area: 'admin' },
  { path: '/admin/views', area: 'admin' },
  { path: '/admin/backups', area: 'admin' },
  { path: '/admin/audit', area: 'admin' },
  { path: '/admin/profile', area: 'admin' },
  { path: '/admin/change-password', area: 'admin' },
];

/** The token cookies of a run: the signed-in areas' cookie (name and value), none for a public page. */
export type AreaCookies = Record<PageArea, { name: 'user_token' | 'admin_token'; value: string } | null>;

/** Registers a verified user and signs in the seeded admin, and returns the cookie each area's pages are opened with. */
export async function signInEveryArea(server: BenchServer): Promise<AreaCookies> {
  return {
    public: null,
    user: { name: 'user_token', value: (await createVerifiedUser(server)).token },
    admin: { name: 'admin_token', value: await signInSeededAdmin(server) },
  };
}

/** "OK" when a figure meets its target, "MISS" when not: the word every bench script prints beside a target. */
export function verdict(isMet: boolean): 'OK' | 'MISS' {
  return isMet ? 'OK' : 'MISS';
}

/** Runs `fn` with a started server (and a verified user), always stopping the server afterwards. */
export async function withServer<T>(fn: (server: BenchServer, user: BenchUser) => Promise<T>): Promise<T> {
  const server = await startServer();
  try {
    const user = await createVerifiedUser(server);
    return await fn(server, user);
  } finally {
    await server.stop();
  }
}

/** Writes a result file into RESULTS_DIR and returns its path, for the script to print. */
export function writeResult(name: string, data: unknown): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, name);
  fs.writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  return file;
}

/** Renders rows as a fixed-width text table. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(cells[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** A MySQL/MariaDB server named for the benches (BENCH_MYSQL_URL, else TEST_MYSQL_URL), with or without a database in its URL. */
export const BENCH_MYSQL_SERVER = (process.env.BENCH_MYSQL_URL ?? process.env.TEST_MYSQL_URL)?.replace(/^(mysql:\/\/[^/]+).*$/, '$1');

async function mysqlAdmin(serverUrl: string, sql: string): Promise<void> {
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection({ uri: serverUrl });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

/**
 * An empty database of the dialect for one bench run: a SQLite file in a temp folder, or a database
 * created on the benches' MySQL/MariaDB server (undefined, said on the console, when none is named).
 * `cleanup` removes it.
 */
export async function freshBenchDatabase(dialect: string, name: string): Promise<{ url: string; cleanup: () => Promise<void> } | undefined> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
    return { url: `file:${path.join(dir, `${name}.sqlite`)}`, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  if (!BENCH_MYSQL_SERVER) {
    console.info('mysql: skipped (set BENCH_MYSQL_URL or TEST_MYSQL_URL, e.g. mysql://root@127.0.0.1:3306)');
    return undefined;
  }
  const database = `bench_${name.replace(/\W/g, '_')}_${process.pid}`;
  await mysqlAdmin(BENCH_MYSQL_SERVER, `create database ${database} character set utf8mb4 collate utf8mb4_unicode_ci`);
  return { url: `${BENCH_MYSQL_SERVER}/${database}`, cleanup: () => mysqlAdmin(BENCH_MYSQL_SERVER, `drop database if exists ${database}`) };
}
