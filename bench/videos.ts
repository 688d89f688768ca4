/**
 * GET /api/v1/admin/videos/{id}/downloadMp4 against a plain Node http server piping
 * fs.createReadStream of the same file, in one run: a 1 GB video (sparse, so making it costs no disk
 * writes) is registered, then downloaded through each by curl into /dev/null, twice each, taking the
 * better run. Prints the throughput of each, their ratio, and how far the server process's RSS rose
 * above its level before the download (sampled every 20 ms): streaming must keep it flat.
 * `VIDEO_BENCH_BYTES` changes the size.
 */
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../server/app';
import { bootstrap } from '../server/bootstrap';
import { freePort, importSparseVideo, inProcessEnv } from './support';

const run = promisify(execFile);
const SIZE = Number(process.env.VIDEO_BENCH_BYTES ?? 1024 ** 3);
const MB = 1024 * 1024;

/** curl into /dev/null: the client costs the server process nothing. Returns bytes per second. */
async function download(url: string, headers: Record<string, string>): Promise<{ bytesPerSecond: number; bytes: number }> {
  const args = [
    '-sS',
    '-o',
    '/dev/null',
    '-w',
    '%{size_download} %{speed_download} %{http_code}',
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  const { stdout } = await run('curl', args);
  const [bytes, speed, status] = stdout.trim().split(' ').map(Number);
  if (status !== 200) throw new Error(`${url} answered ${status}`);
  return { bytesPerSecond: speed!, bytes: bytes! };
}

/** The best of `runs` downloads, and the largest RSS rise above the level before each started. */
async function measure(url: string, headers: Record<string, string>, runs = 2) {
  let best = 0;
  let rssRise = 0;
  for (let i = 0; i < runs; i++) {
    global.gc?.();
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
    const result = await download(url, headers);
    clearInterval(sampler);
    if (result.bytes !== SIZE) throw new Error(`${url} sent ${result.bytes} bytes, not ${SIZE}`);
    best = Math.max(best, result.bytesPerSecond);
    rssRise = Math.max(rssRise, peak - before);
  }
  return { mbPerSecond: best / MB, rssRiseMb: rssRise / MB };
}

async function main() {
  const runDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-videos-bench-'));
  const env = inProcessEnv(runDir);
  const services = await bootstrap(env);
  const servers: http.Server[] = [];
  try {
    const { video, storedPath } = await importSparseVideo(services, runDir, SIZE);

    const admin = await services.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
    const { token } = await services.sessions.startSession({ role: 'admin', subjectId: Number(admin.id), ip: '127.0.0.1', userAgent: 'bench' });

    const apiPort = await freePort();
    const plainPort = await freePort();
    const apiServer = http.createServer(getRequestListener(createApp(services).fetch));
    // `?chunk=1m` reads in the 1 MB pieces the route reads in; without it, Node's default 64 kB.
    const plainServer = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': String(SIZE) });
      createReadStream(storedPath, req.url?.endsWith('chunk=1m') ? { highWaterMark: MB } : {}).pipe(res);
    });
    servers.push(apiServer, plainServer);
    await Promise.all([
      new Promise<void>((resolve) => apiServer.listen(apiPort, '127.0.0.1', resolve)),
      new Promise<void>((resolve) => plainServer.listen(plainPort, '127.0.0.1', resolve)),
    ]);

    console.info(`a ${(SIZE / MB).toFixed(0)} MB video, curl to /dev/null, best of 2 each, one process serving both`);
    const plain = await measure(`http://127.0.0.1:${plainPort}/`, {});
    const plainLarge = await measure(`http://127.0.0.1:${plainPort}/?chunk=1m`, {});
    const api = await measure(`http://127.0.0.1:${apiPort}/api/v1/admin/videos/${video.id}/downloadMp4`, { authorization: `Bearer ${token}` });
    const line = (label: string, figures: { mbPerSecond: number; rssRiseMb: number }) =>
      console.info(`${label.padEnd(34)} ${figures.mbPerSecond.toFixed(0).padStart(6)} MB/s   RSS rise ${figures.rssRiseMb.toFixed(1).padStart(6)} MB`);
    line('plain fs.createReadStream pipe', plain);
    line('plain pipe, 1 MB reads', plainLarge);
    line('GET …/downloadMp4 (auth, Hono)', api);
    console.info(
      `ratio downloadMp4 / plain: ${(api.mbPerSecond / plain.mbPerSecond).toFixed(2)}; / plain with 1 MB reads: ${(api.mbPerSecond / plainLarge.mbPerSecond).toFixed(2)}`,
    );
  } finally {
    for (const server of servers) server.close();
    await services.db.destroy();
    await fs.rm(runDir, { recursive: true, force: true });
  }
  process.exit(0);
}

await main();
