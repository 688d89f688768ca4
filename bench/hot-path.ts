/**
 * The API's signed-in hot path in one process, without sockets: GET /api/v1/user/profile through the
 * app's fetch handler against a bare Hono route, so `node --cpu-prof --import tsx bench/hot-path.ts`
 * shows where the API's own time goes. Loopback and the HTTP server are left out on purpose: bench/load.ts
 * measures them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { createApp } from '../server/app';
import { bootstrap } from '../server/bootstrap';
import { inProcessEnv, inProcessUserToken } from './support';

const ITERATIONS = Number(process.env.HOT_PATH_ITERATIONS ?? 20_000);

/**
 * Calls per second of wall time, and CPU microseconds per call: on a shared machine the wall-clock
 * rate swings with whatever else runs, while the CPU time a call takes does not.
 */
async function rate(label: string, call: () => Promise<Response>): Promise<{ perSecond: number; cpuMicros: number }> {
  for (let i = 0; i < 500; i++) await (await call()).text();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i++) await (await call()).text();
  const cpu = process.cpuUsage(cpuBefore);
  const perSecond = ITERATIONS / ((performance.now() - started) / 1000);
  const cpuMicros = (cpu.user + cpu.system) / ITERATIONS;
  console.info(`${label.padEnd(28)} ${perSecond.toFixed(0).padStart(8)} calls/s  ${cpuMicros.toFixed(1).padStart(7)} µs CPU/call`);
  return { perSecond, cpuMicros };
}

async function main() {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-hot-path-'));
  const env = inProcessEnv(runDir);
  const services = await bootstrap(env);
  try {
    const token = await inProcessUserToken(services);
    const app = createApp(services);
    const bare = new Hono();
    bare.get('/ping', (c) => c.json({ hasError: false, message: '', data: { pong: true } }));

    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const bareRate = await rate('bare Hono GET /ping', () => Promise.resolve(bare.fetch(new Request('http://x/ping'))));
    const profileRate = await rate('GET /api/v1/user/profile', () => Promise.resolve(app.fetch(new Request('http://x/api/v1/user/profile', { headers }))));
    console.info(
      `profile / bare: ${(profileRate.perSecond / bareRate.perSecond).toFixed(3)} by wall time, ` +
        `${(bareRate.cpuMicros / profileRate.cpuMicros).toFixed(3)} by CPU time`,
    );
  } finally {
    await services.db.destroy();
    fs.rmSync(runDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
