import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

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
  /** Kills it if it still runs (the tests' cleanup). */
  kill(): Promise<void>;
}

/**
 * Starts the compiled production server (`node <file> --api-only`, NODE_ENV=production) on a free
 * loopback port with `env`, and resolves once /api/v1/health answers 200. With `pages` it serves the
 * pages too (`node <file>`), which needs Next's build (`npm run build`).
 */
export async function startServerProcess(file: string, env: Record<string, string>, options: { pages?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', file, ...(options.pages ? [] : ['--api-only'])], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), NOTIFY_DRIVER: 'file', ...env },
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
    async kill() {
      if (!hasExited) child.kill('SIGKILL');
      await exited;
    },
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (hasExited) throw new Error(`the server exited before it was ready:\n${output}`);
    const ready = await fetch(`${server.baseUrl}/api/v1/health`).then((response) => response.ok, () => false);
    if (ready) return server;
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server was not ready within a minute:\n${output}`);
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
