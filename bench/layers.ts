/**
 * What each layer between the socket and the profile route costs, in server CPU time per answer: one
 * process serves the same signed-in GET through listeners that add one layer at a time (the bare Hono
 * route of bench/bare-hono.ts; the request log around it; the app's routes, with and without the request
 * log and the overload guard; the last again with an AsyncLocalStorage in use, as Next's is in the
 * server), while autocannon fires from a process of its own. CPU time, not req/s:
 * on a shared machine the rate swings with whatever else runs, the work per answer much less.
 *
 *     npx tsx bench/layers.ts      # LAYERS_DURATION (8 s) per layer after a 2 s warm-up, 10 connections
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../server/app';
import { bootstrap } from '../server/bootstrap';
import { batchedDestination } from '../server/logging/batched-destination';
import { createLogger } from '../server/logging/logger';
import { logRequests } from '../server/logging/request-log';
import { overloadGuard } from '../server/overload/load-shedding';
import { formatTable, inProcessEnv, inProcessUserToken, ROOT } from './support';

const DURATION_S = Number(process.env.LAYERS_DURATION ?? 8);
/**
 * The served row again once an AsyncLocalStorage is in use, as the server has Next's (Node 20 implements
 * it with promise hooks, which then run for every promise the API call makes).
 */
const WITH_ASYNC_LOCAL_STORAGE = 'as served, beside an AsyncLocalStorage (Next)';
const AUTOCANNON = path.join(ROOT, 'node_modules', 'autocannon', 'autocannon.js');

/** Fires at `url` from another process for `seconds`; resolves with the number of 2xx answers. */
function fire(url: string, headers: Record<string, string>, seconds: number): Promise<number> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const child = spawn(process.execPath, [AUTOCANNON, '-c', '10', '-d', String(seconds), '-j', ...headerArgs, url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.once('exit', () => {
      try {
        resolve((JSON.parse(output) as { '2xx': number })['2xx']);
      } catch (error) {
        reject(error);
      }
    }),
  );
}

async function listen(listener: http.RequestListener): Promise<{ url: string; close: () => void }> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function main() {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-layers-'));
  const services = await bootstrap(inProcessEnv(runDir));
  // The request log writes as the server's does (batched, server/logging/batched-destination.ts), into a
  // file as standard output redirected would be, not to this terminal.
  const logFile = fs.openSync(path.join(runDir, 'requests.log'), 'w');
  const logger = createLogger({ level: 'info', destination: batchedDestination(logFile) });
  const overload = overloadGuard({ maxEventLoopDelayMs: 1000, maxWaitMs: 1000 });
  try {
    const token = await inProcessUserToken(services);
    const bare = new Hono();
    bare.get('/api/v1/user/profile', (c) => c.json({ hasError: false, message: '', data: { pong: true } }));
    const bareListener = getRequestListener(bare.fetch);
    const appListener = getRequestListener(createApp(services).fetch);
    const guardedListener = getRequestListener(createApp(services, { overload }).fetch);
    const layers: [string, http.RequestListener][] = [
      ['bare Hono route', bareListener],
      ['bare Hono route + request log', logRequests(logger, bareListener)],
      ['app: profile', appListener],
      ['app: profile + overload guard', guardedListener],
      ['app: profile + guard + request log (as served)', logRequests(logger, guardedListener)],
      // Last: once an AsyncLocalStorage has run, Node 20 keeps its promise hooks on for every promise of the process.
      [WITH_ASYNC_LOCAL_STORAGE, logRequests(logger, guardedListener)],
    ];
    const rows: string[][] = [];
    for (const [label, listener] of layers) {
      if (label === WITH_ASYNC_LOCAL_STORAGE) new AsyncLocalStorage().run({}, () => undefined);
      const server = await listen(listener);
      const url = `${server.url}/api/v1/user/profile`;
      const headers = { authorization: `Bearer ${token}` };
      await fire(url, headers, 2);
      const before = process.cpuUsage();
      const answered = await fire(url, headers, DURATION_S);
      const cpu = process.cpuUsage(before);
      server.close();
      const micros = (cpu.user + cpu.system) / answered;
      rows.push([label, String(answered), micros.toFixed(0)]);
      console.info(`  ${label.padEnd(48)} ${micros.toFixed(0).padStart(5)} µs CPU per answer`);
    }
    console.info(`\n${formatTable(['layer', '2xx answers', 'server CPU µs per answer'], rows)}\n(load average ${os.loadavg()[0]!.toFixed(1)})`);
  } finally {
    overload.stop();
    await services.db.destroy();
    fs.closeSync(logFile);
    fs.rmSync(runDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
