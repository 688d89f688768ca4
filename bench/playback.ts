/**
 * A seek into the middle of a 1 GB recording, as the browser player makes it: a `Range: bytes=N-`
 * request to the signed playback address. Measures the time to the answer's first byte (headers) and
 * to its first 64 kB (about what a player needs for the frames at the seek point), against a plain
 * Node http server answering the same range from the same file with fs.createReadStream, and against
 * the bearer-token download route. Also the time to get a playback address (the player's call before
 * it starts, and every four minutes while watching).
 *
 * The file is sparse (a real MP4's boxes at the front, then a hole), so making it writes almost
 * nothing; everything goes to the system's temp folder and is removed after. No build needed.
 * `PLAYBACK_BENCH_BYTES` changes the size, `PLAYBACK_BENCH_RUNS` the number of seeks (each at a new
 * offset around the middle, so no run reads what the one before it had cached).
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../server/app';
import { bootstrap } from '../server/bootstrap';
import { requestedRange } from '../server/http/byte-range';
import { formatTable, freePort, importSparseVideo, inProcessEnv, percentile, writeResult } from './support';

const SIZE = Number(process.env.PLAYBACK_BENCH_BYTES ?? 1024 ** 3);
const RUNS = Number(process.env.PLAYBACK_BENCH_RUNS ?? 30);
const FIRST_BYTES = 64 * 1024;

interface Seek {
  firstByteMs: number;
  first64kMs: number;
}

/** One ranged GET from `offset`: ms to the headers and to the first 64 kB of the body, then the rest is dropped. */
async function seek(url: string, offset: number, headers: Record<string, string> = {}): Promise<Seek> {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...headers, range: `bytes=${offset}-` } });
  const firstByteMs = performance.now() - started;
  if (response.status !== 206) throw new Error(`${url} answered ${response.status}, not 206`);
  const expected = `bytes ${offset}-${SIZE - 1}/${SIZE}`;
  if (response.headers.get('content-range') !== expected) throw new Error(`Content-Range ${response.headers.get('content-range')}, not ${expected}`);
  const reader = response.body!.getReader();
  let received = 0;
  while (received < FIRST_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.length;
  }
  const first64kMs = performance.now() - started;
  await reader.cancel();
  return { firstByteMs, first64kMs };
}

async function main() {
  const runDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-playback-bench-'));
  const env = inProcessEnv(runDir);
  const services = await bootstrap(env);
  const servers: http.Server[] = [];
  try {
    const { video, storedPath } = await importSparseVideo(services, runDir, SIZE);

    const admin = await services.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
    const { token, session } = await services.sessions.startSession({ role: 'admin', subjectId: Number(admin.id), ip: '127.0.0.1', userAgent: 'bench' });

    const apiPort = await freePort();
    const plainPort = await freePort();
    const apiServer = http.createServer(getRequestListener(createApp(services).fetch));
    const plainServer = http.createServer((req, res) => {
      const range = requestedRange(req.headers.range, SIZE);
      if (!range || range === 'unsatisfiable') return res.writeHead(416).end();
      res.writeHead(206, {
        'Content-Type': 'video/mp4',
        'Content-Length': String(range.end - range.start + 1),
        'Content-Range': `bytes ${range.start}-${range.end}/${SIZE}`,
      });
      createReadStream(storedPath, { start: range.start, end: range.end, highWaterMark: 1024 * 1024 }).pipe(res);
    });
    servers.push(apiServer, plainServer);
    await Promise.all([
      new Promise<void>((resolve) => apiServer.listen(apiPort, '127.0.0.1', resolve)),
      new Promise<void>((resolve) => plainServer.listen(plainPort, '127.0.0.1', resolve)),
    ]);
    const api = `http://127.0.0.1:${apiPort}/api/v1`;

    // The player's call for an address, through HTTP with the bearer token as the browser makes it.
    const addressMs: number[] = [];
    let playbackPath = '';
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const response = await fetch(`${api}/admin/videos/${video.id}/playback`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await response.json()) as { data: { path: string } };
      addressMs.push(performance.now() - started);
      playbackPath = body.data.path;
    }
    if (!playbackPath.startsWith(`/videos/${video.id}/play/`)) throw new Error(`unexpected playback path ${playbackPath} (session ${session.id})`);

    const targets = {
      'plain fs range (baseline)': (offset: number) => seek(`http://127.0.0.1:${plainPort}/`, offset),
      'signed playback address': (offset: number) => seek(`${api}${playbackPath}`, offset),
      'downloadMp4 with bearer': (offset: number) => seek(`${api}/admin/videos/${video.id}/downloadMp4`, offset, { authorization: `Bearer ${token}` }),
    };
    // A warm-up of each, then the measured seeks, taking turns so the machine's noise falls on all alike.
    for (const measure of Object.values(targets)) await measure(Math.floor(SIZE / 3));
    const results: Record<string, Seek[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    for (let i = 0; i < RUNS; i++) {
      const offset = Math.floor(SIZE / 2) + i * 7 * 1024 * 1024;
      for (const [name, measure] of Object.entries(targets)) results[name]!.push(await measure(offset));
    }

    const rows = Object.entries(results).map(([name, seeks]) => {
      const first = seeks.map((one) => one.firstByteMs);
      const first64k = seeks.map((one) => one.first64kMs);
      return [
        name,
        percentile(first, 50).toFixed(2),
        percentile(first, 95).toFixed(2),
        percentile(first64k, 50).toFixed(2),
        percentile(first64k, 95).toFixed(2),
      ];
    });
    console.info(`seek into the middle of a ${(SIZE / 1024 ** 2).toFixed(0)} MB MP4 (sparse), ${RUNS} seeks each, one process serving all`);
    console.info(formatTable(['what', 'first byte p50 ms', 'p95', 'first 64 kB p50 ms', 'p95'], rows));
    console.info(`POST …/playback (a new address): p50 ${percentile(addressMs, 50).toFixed(2)} ms, p95 ${percentile(addressMs, 95).toFixed(2)} ms`);
    const file = writeResult('playback.json', { size: SIZE, runs: RUNS, seeks: results, addressMs });
    console.info(`results: ${file}`);
  } finally {
    for (const server of servers) server.close();
    await services.db.destroy();
    await fs.rm(runDir, { recursive: true, force: true });
  }
  process.exit(0);
}

await main();
