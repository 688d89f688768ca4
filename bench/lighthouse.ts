/**
 * Lighthouse (mobile form factor, Lighthouse's default; LH_PRESET=desktop for the desktop preset) on
 * every page of the README's table against the production server on a fresh database: the user
 * area's pages signed in as a new user, the admin panel's as the seeded admin, each through its token
 * cookie, the sign-in pages and /contact-us signed out. Targets (issue 20): performance ≥ 95 and
 * accessibility 100 on every page. Prints per page the category scores against the targets, the main
 * metrics and every failing audit (score < 1), then one row per page with OK/MISS. Run `npm run build`
 * first, then `npx tsx bench/lighthouse.ts`. Reports go to lighthouse-<page>.json in bench/support's
 * RESULTS_DIR. LIGHTHOUSE_VERSION (default 12) picks the npx package version; LH_PATH (one path, or
 * several separated by commas, e.g. /login,/admin/admins) measures those pages alone, signed in as
 * their area's visitor.
 *
 * The cookie is set in the browser (a persistent Chromium profile that Lighthouse attaches to), not sent
 * as an extra header: the pages read the token from document.cookie for their own API calls.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  formatTable,
  freePort,
  PORTAL_PAGES,
  RESULTS_DIR,
  ROOT,
  signInEveryArea,
  startServer,
  verdict,
  writeResult,
  type BenchServer,
  type PageArea,
} from './support';

const VERSION = process.env.LIGHTHOUSE_VERSION ?? '12';
const PRESET = process.env.LH_PRESET; // unset = mobile (the default form factor)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = 5 * 60_000;

/** The targets, the same on every screen. */
const TARGETS = { performance: 95, accessibility: 100 } as const;

interface Page {
  path: string;
  /** The token cookie the page is signed in with; none for a public page. */
  cookie: { name: 'user_token' | 'admin_token'; value: string } | null;
  targets: { performance: number; accessibility: number };
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}

interface Report {
  lighthouseVersion: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<string, { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

function runLighthouse(url: string, outputPath: string, chromePort: number): Promise<void> {
  const args = [
    '--yes',
    `lighthouse@${VERSION}`,
    url,
    ...(PRESET ? [`--preset=${PRESET}`] : []),
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    `--output-path=${outputPath}`,
    `--port=${chromePort}`,
    // The profile is fresh and holds only the page's cookie, which a storage reset would clear.
    '--disable-storage-reset',
    '--quiet',
  ];
  console.info(`npx ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    // Its own process group, so a timeout or Ctrl-C ends npx, lighthouse and the Chromium it launched together.
    const child = spawn('npx', args, {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CHROME_PATH },
    });
    const killGroup = () => {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    process.once('exit', killGroup);
    const timer = setTimeout(() => {
      killGroup();
      reject(new Error(`lighthouse did not finish within ${TIMEOUT_MS / 1000} s`));
    }, TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('exit', killGroup);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited with ${code ?? signal}`));
    });
  });
}

const score = (value: number | null | undefined) => (value == null ? 'n/a' : String(Math.round(value * 100)));

function report(json: Report, page: Page): void {
  console.info(`\nLighthouse ${json.lighthouseVersion} — ${json.finalDisplayedUrl ?? page.path} (${PRESET ?? 'mobile'})`);
  if (json.runtimeError) console.warn(`Runtime error: ${json.runtimeError.code}: ${json.runtimeError.message}`);
  for (const warning of json.runWarnings ?? []) console.warn(`Warning: ${warning}`);

  console.info(
    '\n' +
      formatTable(
        ['category', 'score', 'target', 'verdict'],
        Object.entries(json.categories).map(([key, category]) => {
          const target = page.targets[key as keyof Page['targets']];
          const value = Math.round((category.score ?? 0) * 100);
          return [category.title, score(category.score), target === undefined ? '' : `≥ ${target}`, target === undefined ? '' : verdict(value >= target)];
        }),
      ),
  );

  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive'];
  console.info(
    '\n' +
      formatTable(
        ['metric', 'value', 'score'],
        metrics
          .map((id) => json.audits[id])
          .filter((audit): audit is Audit => Boolean(audit))
          .map((audit) => [audit.title, audit.displayValue ?? '', score(audit.score)]),
      ),
  );

  // Failing = scored (binary or numeric) and below 1, listed under the categories that weigh them.
  const skip = new Set(['notApplicable', 'manual', 'informative', 'error']);
  for (const [key, category] of Object.entries(json.categories)) {
    const failing = category.auditRefs
      .map((ref) => ({ ref, audit: json.audits[ref.id] }))
      .filter(({ audit }) => audit && !skip.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
      .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit!.score ?? 0) - (b.audit!.score ?? 0));
    console.info(`\nFailing audits — ${category.title} (${key}): ${failing.length}`);
    if (failing.length) {
      console.info(
        formatTable(
          ['audit id', 'score', 'weight', 'title', 'value'],
          failing.map(({ ref, audit }) => [audit!.id, score(audit!.score), ref.weight, audit!.title, audit!.displayValue ?? '']),
        ),
      );
    }
  }
  const errored = Object.values(json.audits).filter((audit) => audit.scoreDisplayMode === 'error');
  if (errored.length) console.warn(`\nAudits that errored: ${errored.map((audit) => audit.id).join(', ')}`);
}

/** Chromium with a fresh profile holding the page's cookie, open to Lighthouse on a debugging port. */
async function browserFor(server: BenchServer, page: Page) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  if (page.cookie) await context.addCookies([{ ...page.cookie, url: server.baseUrl }]);
  return {
    port,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function measurePage(server: BenchServer, page: Page): Promise<{ performance: number; accessibility: number }> {
  const outputPath = path.join(RESULTS_DIR, `lighthouse-${page.path.replace(/^\/+/, '').replace(/[^\w-]+/g, '_') || 'index'}.json`);
  const url = `${server.baseUrl}${page.path}`;
  const check = await fetch(url, { redirect: 'manual', headers: page.cookie ? { cookie: `${page.cookie.name}=${page.cookie.value}` } : {} });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
  fs.rmSync(outputPath, { force: true });
  const browser = await browserFor(server, page);
  try {
    await runLighthouse(url, outputPath, browser.port);
  } finally {
    await browser.close();
  }
  const json = JSON.parse(fs.readFileSync(outputPath, 'utf8')) as Report;
  report(json, page);
  console.info(`\nWrote ${outputPath}`);
  const of = (key: string) => Math.round((json.categories[key]?.score ?? 0) * 100);
  return { performance: of('performance'), accessibility: of('accessibility') };
}

/** The README's pages, or those LH_PATH names (a path outside the table is measured signed out). */
function chosenPages(): { path: string; area: PageArea }[] {
  if (!process.env.LH_PATH) return [...PORTAL_PAGES];
  return process.env.LH_PATH.split(',').map((path) => PORTAL_PAGES.find((page) => page.path === path) ?? { path, area: 'public' });
}

interface PageResult {
  page: Page;
  /** Null when Lighthouse could not measure the page (the error is printed above the table). */
  scores: { performance: number; accessibility: number } | null;
  /** The one-minute load average as the page's run began: a busy machine lowers the performance score. */
  loadAverage: number;
}

async function main() {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  let server: BenchServer | undefined;
  const results: PageResult[] = [];
  try {
    server = await startServer();
    console.info(`Server pid ${server.pid} on ${server.baseUrl}`);
    const cookies = await signInEveryArea(server);
    const pages: Page[] = chosenPages().map(({ path, area }) => ({ path, cookie: cookies[area], targets: TARGETS }));
    for (const page of pages) {
      const loadAverage = os.loadavg()[0]!;
      try {
        results.push({ page, scores: await measurePage(server, page), loadAverage });
      } catch (error) {
        // One page that fails to measure leaves a MISS in its row; the others still run.
        console.error(`\n${page.path}: ${error instanceof Error ? error.message : String(error)}`);
        results.push({ page, scores: null, loadAverage });
      }
    }
  } finally {
    await server?.stop();
  }
  const isMet = (value: number | undefined, target: number) => verdict(value !== undefined && value >= target);
  console.info(
    `\nLighthouse ${PRESET ?? 'mobile'} — every page (load = the 1-minute load average as the page began; ${os.cpus().length} CPUs)\n` +
      formatTable(
        ['page', 'performance', 'target', 'verdict', 'accessibility', 'target', 'verdict', 'load'],
        results.map(({ page, scores, loadAverage }) => [
          page.path,
          scores?.performance ?? 'failed',
          `≥ ${page.targets.performance}`,
          isMet(scores?.performance, page.targets.performance),
          scores?.accessibility ?? 'failed',
          `≥ ${page.targets.accessibility}`,
          isMet(scores?.accessibility, page.targets.accessibility),
          loadAverage.toFixed(1),
        ]),
      ),
  );
  const file = writeResult('lighthouse.json', {
    date: new Date().toISOString(),
    preset: PRESET ?? 'mobile',
    pages: results.map(({ page, scores, loadAverage }) => ({
      path: page.path,
      performance: scores?.performance ?? null,
      accessibility: scores?.accessibility ?? null,
      targets: page.targets,
      loadAverage,
    })),
  });
  console.info(`\nWrote ${file}`);
  if (results.some((result) => !result.scores)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
