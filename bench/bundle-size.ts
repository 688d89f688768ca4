/**
 * First-load JS per page, from the production build (Next 16 no longer prints it).
 *
 * `.next/build-manifest.json` → `pages` maps each route to the chunks its HTML loads; `/_app`'s chunks
 * are shared by every page. First-load JS of a page = unique(JS chunks of `/_app` ∪ the page), minus
 * `polyfillFiles` (loaded with `nomodule` only by old browsers), each file gzipped on its own with
 * zlib level 9 and summed. CSS is reported separately, and `lowPriorityFiles` (_buildManifest.js etc.)
 * are left out, as `next build` used to. Turbopack builds also list the same chunks (without the
 * runtime chunk) under `pagesChunkGroupBootstrapParams[route].otherChunks`; that is used as a fallback
 * for routes missing from `pages`. Sizes are in kB = 1000 bytes (as `next build` printed them).
 *
 * Target: /login first-load JS ≤ 230 kB gzip. Run `npm run build` first, then `npx tsx bench/bundle-size.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { formatTable, ROOT, writeResult } from './support';

const NEXT_DIR = path.join(ROOT, '.next');
const LOGIN_TARGET_KB = 230;

interface BuildManifest {
  pages?: Record<string, string[]>;
  polyfillFiles?: string[];
  lowPriorityFiles?: string[];
  rootMainFiles?: string[];
  pagesChunkGroupBootstrapParams?: Record<string, { otherChunks?: string[] }>;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  let size = gzipCache.get(file);
  if (!size) {
    const absolute = path.join(NEXT_DIR, file);
    if (!fs.existsSync(absolute)) throw new Error(`${file} is in the build manifest but not under .next/ — rebuild.`);
    const content = fs.readFileSync(absolute);
    size = { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
    gzipCache.set(file, size);
  }
  return size;
}

const sum = (files: Iterable<string>, key: 'raw' | 'gzip') => [...files].reduce((total, file) => total + sizeOf(file)[key], 0);
const isJs = (file: string) => /\.m?js$/.test(file);
const isCss = (file: string) => file.endsWith('.css');

function main() {
  const manifestFile = path.join(NEXT_DIR, 'build-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('No .next/build-manifest.json — run `npm run build` first.');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const bootstrap = manifest.pagesChunkGroupBootstrapParams ?? {};
  const pages = manifest.pages ?? {};
  const routes = [...new Set([...Object.keys(pages), ...Object.keys(bootstrap)])].sort();
  if (!routes.includes('/_app')) {
    throw new Error(`Unexpected manifest shape: no /_app entry (keys: ${Object.keys(manifest).join(', ')})`);
  }
  const polyfills = new Set(manifest.polyfillFiles ?? []);
  const chunksOf = (route: string) =>
    (pages[route] ?? bootstrap[route]?.otherChunks ?? []).filter((file) => !polyfills.has(file));

  // rootMainFiles belong to the app router; with the pages router they are empty, but count them as shared if not.
  const shared = new Set([...(manifest.rootMainFiles ?? []), ...chunksOf('/_app')]);
  const sharedJs = [...shared].filter(isJs);
  const sharedCss = [...shared].filter(isCss);
  const sharedGzip = sum(sharedJs, 'gzip');

  const rows = routes
    .filter((route) => route !== '/_app')
    .map((route) => {
      const own = chunksOf(route).filter((file) => !shared.has(file));
      const ownJs = [...new Set(own.filter(isJs))];
      const ownCss = [...new Set(own.filter(isCss))];
      const pageGzip = sum(ownJs, 'gzip');
      const cssGzip = sum([...new Set([...sharedCss, ...ownCss])], 'gzip');
      return {
        route,
        pageOnlyJsGzipBytes: pageGzip,
        firstLoadJsGzipBytes: sharedGzip + pageGzip,
        firstLoadJsRawBytes: sum(sharedJs, 'raw') + sum(ownJs, 'raw'),
        cssGzipBytes: cssGzip,
        pageJsChunks: ownJs,
        pageCssChunks: ownCss,
      };
    });

  const login = rows.find((row) => row.route === '/login');
  const loginVerdict = login ? (login.firstLoadJsGzipBytes <= LOGIN_TARGET_KB * 1000 ? 'PASS' : 'MISS') : 'n/a';

  console.info(`Build ${fs.readFileSync(path.join(NEXT_DIR, 'BUILD_ID'), 'utf8').trim()} — first-load JS, gzip -9 per file, kB = 1000 B\n`);
  console.info(
    formatTable(
      ['page', 'page-only JS kB', 'first-load JS kB', '(raw kB)', 'CSS kB', 'note'],
      rows.map((row) => [
        row.route,
        kB(row.pageOnlyJsGzipBytes),
        kB(row.firstLoadJsGzipBytes),
        kB(row.firstLoadJsRawBytes),
        kB(row.cssGzipBytes),
        row.route === '/login' ? `target ≤ ${LOGIN_TARGET_KB} kB: ${loginVerdict}` : '',
      ]),
    ),
  );
  console.info(`\nShared by all (/_app JS, ${sharedJs.length} chunks): ${kB(sharedGzip)} kB gzip (${kB(sum(sharedJs, 'raw'))} kB raw)`);
  for (const file of sharedJs) console.info(`  ${file.padEnd(44)} ${kB(sizeOf(file).gzip).padStart(7)} kB`);
  if (sharedCss.length) console.info(`Shared CSS: ${kB(sum(sharedCss, 'gzip'))} kB gzip`);
  if (login) {
    console.info(`\n/login first-load JS ${kB(login.firstLoadJsGzipBytes)} kB gzip vs target ≤ ${LOGIN_TARGET_KB} kB: ${loginVerdict}`);
  }

  const file = writeResult('bundle.json', {
    date: new Date().toISOString(),
    buildId: fs.readFileSync(path.join(NEXT_DIR, 'BUILD_ID'), 'utf8').trim(),
    method: 'unique(JS chunks of /_app ∪ page) minus polyfillFiles, zlib gzip level 9 per file, summed',
    shared: {
      jsGzipBytes: sharedGzip,
      jsRawBytes: sum(sharedJs, 'raw'),
      cssGzipBytes: sum(sharedCss, 'gzip'),
      chunks: sharedJs.map((chunk) => ({ file: chunk, ...sizeOf(chunk) })),
    },
    pages: rows,
    target: {
      route: '/login',
      firstLoadJsGzipMaxBytes: LOGIN_TARGET_KB * 1000,
      actualBytes: login?.firstLoadJsGzipBytes ?? null,
      verdict: loginVerdict,
    },
  });
  console.info(`\nWrote ${file}`);
}

try {
  main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
