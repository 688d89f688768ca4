import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { HEAP_PROBE_NODE_ARGS, readHeap, type HeapReading } from '../../bench/heap';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Compiles the server the way `npm run build` does, into a directory of this test file's own under
 * dist/ (beside node_modules, which the compiled file resolves its packages from); `remove` deletes it.
 */
export async function buildServer(): Promise<{ file: string; remove: () => Promise<void> }> {
  const outdir = path.join(ROOT, 'dist', `test-${randomBytes(4).toString('hex')}`);
  await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), '--outdir', outdir], { cwd: ROOT });
  return { file: path.join(outdir, 'server.mjs'), remove: () => fs.rm(outdir, { recursive: true, force: true }) };
}

/** A TCP port nothing listens on right now, picked by the OS. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** The JSON log lines written so far. */
  logLines(): Record<string, unknown>[];
  /** Sends a signal; resolves with the exit code once the process has ended. */
  signal(signal: NodeJS.Signals): Promise<number | null>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  hasExited(): boolean;
  /** Kills it if it still runs (the tests' cleanup). */
  kill(): Promise<void>;
  /** The heap after a collection; only for a server started with `heapProbe`. */
  heap(): Promise<HeapReading>;
}

export interface ServerProcessOptions {
  /** Serve the pages too (Next, from the production build in .next/), not only the API. */
  pages?: boolean;
  /** Load bench/heap-probe.mjs, so `heap()` can read the heap after a collection. */
  heapProbe?: boolean;
}

/**
 * Load shedding and the hash queue's bound are judged in wall time, which a test machine busy with
 * other tests and a browser spends without any load of the server's own; the tests of shedding set
 * their own limits.
 */
export const UNDER_TEST_NOT_UNDER_LOAD = { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', PASSWORD_HASH_MAX_WAIT_MS: '60000' } as const;

/** One application key for every server these tests start, so instances sharing a database check each other's codes. */
const APP_KEY = randomBytes(32).toString('base64url');

/**
 * Spawns the compiled production server (`node <file> --api-only`, NODE_ENV=production; with `pages`,
 * without --api-only) on a free loopback port with `env` (over the sandbox gateway, the file sender and
 * a key, named as production must; a variable given as undefined is left out), without waiting for it
 * to be ready.
 */
export async function spawnServerProcess(file: string, env: Record<string, string | undefined>, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const nodeArgs = [...(options.heapProbe ? HEAP_PROBE_NODE_ARGS : []), '--enable-source-maps', file, ...(options.pages ? [] : ['--api-only'])];
  const child: ChildProcess = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.heapProbe ? (['ipc'] as const) : [])],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PAYMENT_GATEWAY: 'sandbox',
      NOTIFY_DRIVER: 'file',
      APP_KEY,
      ...UNDER_TEST_NOT_UNDER_LOAD,
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async signal(signal) {
      child.kill(signal);
      return exited;
    },
    exited,
    hasExited: () => hasExited,
    async kill() {
      if (!hasExited) child.kill('SIGKILL');
      await exited;
    },
    heap() {
      if (!options.heapProbe) throw new Error('heap() needs a server started with heapProbe');
      return readHeap(child);
    },
  };
  return server;
}

/** spawnServerProcess, resolved once /api/v1/health answers 200. */
export async function startServerProcess(file: string, env: Record<string, string | undefined>, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const server = await spawnServerProcess(file, env, options);
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (hasExited) throw new Error(`the server exited before it was ready:\n${server.output()}`);
    const ready = await fetch(`${server.baseUrl}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server was not ready within a minute:\n${server.output()}`);
    }
    await sleep(100);
  }
}

/** The API's envelope as these tests read it. */
export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** One JSON call to a running server's API. */
export async function call(
  server: Pick<ServerProcess, 'baseUrl'>,
  method: string,
  apiPath: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.baseUrl}/api/v1${apiPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
