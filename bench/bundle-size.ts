/**
 * First-load JS per page, from what the browser downloads (Next 16 no longer prints it, and the build
 * manifest misses chunks a page imports while it starts).
 *
 * Starts the production server on a fresh database, signs in a verified user and the seeded admin
 * through the API, and loads each page in Chromium with the token cookie its area reads. Every script
 * response up to network idle after the load event counts: its compressed size on the wire when the
 * server compressed it, else its body gzipped with zlib level 9. No link fetches another page's code
 * before a pointer or the focus reaches it (components/ui/page-link.tsx), so what loads is the page's
 * own. kB = 1000 bytes.
 *
 * Every page of the README's table, one row each. Targets (issue 20): /login ≤ 140 kB,
 * /admin/admins ≤ 180 kB. Run `npm run build` first, then `npx tsx bench/bundle-size.ts`
 * (BUNDLE_CHUNKS=1 also lists each page's chunks, largest first).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { formatTable, PORTAL_PAGES, ROOT, signInEveryArea, startServer, verdict, writeResult } from './support';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIST_CHUNKS = process.env.BUNDLE_CHUNKS === '1';

/** The targets, gzip kB; the other pages get a figure without a verdict. */
const TARGETS_KB: Record<string, number> = { '/login': 140, '/admin/admins': 180 };

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

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    const cookies = await signInEveryArea(server);
    const rows = [];
    for (const page of PORTAL_PAGES) {
      // A fresh context per page: nothing cached from the page before.
      const context = await browser.newContext({ locale: 'fa-IR' });
      const cookie = cookies[page.area];
      if (cookie) await context.addCookies([{ ...cookie, url: server.baseUrl }]);
      const tab = await context.newPage();
      const pending: Promise<Chunk>[] = [];
      tab.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const measuring = measure(response);
        // Read later; if the page fails first, its error is the one to print, not this one's when the browser closes.
        measuring.catch(() => undefined);
        pending.push(measuring);
      });
      const answer = await tab.goto(server.baseUrl + page.path, { waitUntil: 'load' });
      await tab.waitForLoadState('networkidle');
      const landed = new URL(tab.url()).pathname;
      if (!answer?.ok() || landed !== page.path) {
        throw new Error(`${page.path} answered ${answer?.status()} and landed on ${landed}; not the page to measure`);
      }
      const chunks = (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes);
      const gzipBytes = total(chunks, 'gzipBytes');
      const targetKb = TARGETS_KB[page.path];
      const pageVerdict = targetKb === undefined ? '' : verdict(gzipBytes <= targetKb * 1000);
      rows.push({ ...page, targetKb, gzipBytes, rawBytes: total(chunks, 'rawBytes'), verdict: pageVerdict, chunks });
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
          row.path,
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
        console.info(`\n${row.path}`);
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
