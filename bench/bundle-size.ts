/**
 * First-load JS per page, from what the browser downloads (Next 16 no longer prints it, and the build
 * manifest misses chunks a page imports while it starts).
 *
 * Starts the production server on a fresh database, signs in a verified user and the seeded admin
 * through the API, and loads each page in Chromium with the token cookie its area reads. Every script
 * response up to network idle after the load event counts: its compressed size on the wire when the
 * server compressed it, else its body gzipped with zlib level 9. Next prefetches (and then runs) the
 * chunks of other pages linked in view once the page is idle; those belong to the other pages, so the
 * browser says Save-Data, which Next's prefetch respects. kB = 1000 bytes.
 *
 * Targets: /login ≤ 200 kB, /admin/admins ≤ 350 kB. Run `npm run build` first, then
 * `npx tsx bench/bundle-size.ts` (BUNDLE_CHUNKS=1 also lists each page's chunks, largest first).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { createVerifiedUser, formatTable, ROOT, startServer, writeResult, type BenchServer } from './support';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN = { username: 'admin', password: 'bench-admin-password' };
const LIST_CHUNKS = process.env.BUNDLE_CHUNKS === '1';

type Area = 'public' | 'user' | 'admin';
const PAGES: { route: string; area: Area; targetKb?: number }[] = [
  { route: '/login', area: 'public', targetKb: 200 },
  { route: '/register', area: 'public' },
  { route: '/p/dashboard', area: 'user' },
  { route: '/admin', area: 'admin' },
  { route: '/admin/admins', area: 'admin', targetKb: 350 },
];

interface Chunk {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  /** Whether the server compressed it (then gzipBytes is what crossed the wire). */
  wireCompressed: boolean;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const total = (chunks: Chunk[], key: 'rawBytes' | 'gzipBytes') => chunks.reduce((sum, chunk) => sum + chunk[key], 0);

async function measure(response: Response): Promise<Chunk> {
  const body = await response.body();
  const encoding = (await response.headerValue('content-encoding')) ?? '';
  const wireCompressed = /gzip|br|zstd|deflate/.test(encoding);
  const wireBytes = wireCompressed ? (await response.request().sizes()).responseBodySize : 0;
  return {
    url: new URL(response.url()).pathname,
    rawBytes: body.length,
    gzipBytes: wireCompressed && wireBytes > 0 ? wireBytes : zlib.gzipSync(body, { level: 9 }).length,
    wireCompressed,
  };
}

async function adminToken(server: BenchServer): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`admin sign-in answered ${response.status}: ${body.message}`);
  return body.token;
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    const tokens: Record<Area, { name: string; value: string } | null> = {
      public: null,
      user: { name: 'user_token', value: (await createVerifiedUser(server)).token },
      admin: { name: 'admin_token', value: await adminToken(server) },
    };
    const rows = [];
    for (const page of PAGES) {
      // A fresh context per page: nothing cached from the page before.
      const context = await browser.newContext({ locale: 'fa-IR' });
      const cookie = tokens[page.area];
      if (cookie) await context.addCookies([{ ...cookie, url: server.baseUrl }]);
      await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
      const tab = await context.newPage();
      const pending: Promise<Chunk>[] = [];
      tab.on('response', (response) => {
        if (response.request().resourceType() === 'script') pending.push(measure(response));
      });
      const answer = await tab.goto(server.baseUrl + page.route, { waitUntil: 'load' });
      await tab.waitForLoadState('networkidle');
      const landed = new URL(tab.url()).pathname;
      if (!answer?.ok() || landed !== page.route) {
        throw new Error(`${page.route} answered ${answer?.status()} and landed on ${landed}; not the page to measure`);
      }
      const chunks = (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes);
      const gzipBytes = total(chunks, 'gzipBytes');
      const verdict = page.targetKb === undefined ? '' : gzipBytes <= page.targetKb * 1000 ? 'OK' : 'MISS';
      rows.push({ ...page, gzipBytes, rawBytes: total(chunks, 'rawBytes'), verdict, chunks });
      await context.close();
    }

    const buildId = fs.readFileSync(path.join(ROOT, '.next', 'BUILD_ID'), 'utf8').trim();
    const compressed = rows.some((row) => row.chunks.some((chunk) => chunk.wireCompressed));
    console.info(
      `Build ${buildId} — first-load JS as Chromium downloads it, ${compressed ? 'compressed bytes on the wire' : 'gzip -9 per script (the server does not compress)'}, kB = 1000 B\n`,
    );
    console.info(
      formatTable(
        ['page', 'scripts', 'first-load JS kB', '(raw kB)', 'target', 'verdict'],
        rows.map((row) => [
          row.route,
          row.chunks.length,
          kB(row.gzipBytes),
          kB(row.rawBytes),
          row.targetKb === undefined ? '' : `≤ ${row.targetKb} kB`,
          row.verdict,
        ]),
      ),
    );
    if (LIST_CHUNKS) {
      for (const row of rows) {
        console.info(`\n${row.route}`);
        for (const chunk of row.chunks) console.info(`  ${chunk.url.padEnd(60)} ${kB(chunk.gzipBytes).padStart(7)} kB`);
      }
    }
    const file = writeResult('bundle.json', {
      date: new Date().toISOString(),
      buildId,
      method: 'script responses in Chromium until network idle after load; wire size if compressed, else zlib gzip level 9 per body',
      pages: rows,
    });
    console.info(`\nWrote ${file}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
