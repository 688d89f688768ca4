/**
 * Lighthouse (mobile form factor, Lighthouse's default; LH_PRESET=desktop for the desktop preset) on
 * the three pages against the production server on a fresh database: /login, /p/dashboard
 * signed in as a new user and /admin signed in as the seeded admin, each through its token cookie.
 * Prints per page the category scores against the targets, the main metrics and every failing audit
 * (score < 1). Run `npm run build` first, then `npx tsx bench/lighthouse.ts`. Reports go to
 * lighthouse-<page>.json in bench/support's RESULTS_DIR. LIGHTHOUSE_VERSION (default 12) picks the npx package version;
 * LH_PATH (e.g. /register) measures one page alone.
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
  createVerifiedUser,
  formatTable,
  freePort,
  RESULTS_DIR,
  ROOT,
  signInSeededAdmin,
  startServer,
  verdict,
  writeResult,
  type BenchServer,
} from './support';

const VERSION = process.env.LIGHTHOUSE_VERSION ?? '12';
const PRESET = process.env.LH_PRESET; // unset = mobile (the default form factor)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = 5 * 60_000;

interface Page {
  path: string;
  /** The token cookie the page is signed in with. */
  cookie?: { name: 'user_token' | 'admin_token'; value: string };
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

async function main() {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  let server: BenchServer | undefined;
  const results: { page: Page; performance: number; accessibility: number }[] = [];
  try {
    server = await startServer();
    console.info(`Server pid ${server.pid} on ${server.baseUrl}`);
    const user = await createVerifiedUser(server);
    const adminToken = await signInSeededAdmin(server);
    const pages: Page[] = process.env.LH_PATH
      ? [{ path: process.env.LH_PATH, targets: { performance: 90, accessibility: 100 } }]
      : [
          { path: '/login', targets: { performance: 95, accessibility: 100 } },
          { path: '/p/dashboard', cookie: { name: 'user_token', value: user.token }, targets: { performance: 90, accessibility: 100 } },
          { path: '/admin', cookie: { name: 'admin_token', value: adminToken }, targets: { performance: 90, accessibility: 100 } },
        ];
    for (const page of pages) results.push({ page, ...(await measurePage(server, page)) });
  } finally {
    await server?.stop();
  }
  console.info(
    `\nLighthouse ${PRESET ?? 'mobile'} — all pages\n` +
      formatTable(
        ['page', 'performance', 'target', 'verdict', 'accessibility', 'target', 'verdict'],
        results.map(({ page, performance, accessibility }) => [
          page.path,
          performance,
          `≥ ${page.targets.performance}`,
          verdict(performance >= page.targets.performance),
          accessibility,
          `≥ ${page.targets.accessibility}`,
          verdict(accessibility >= page.targets.accessibility),
        ]),
      ),
  );
  const file = writeResult('lighthouse.json', {
    date: new Date().toISOString(),
    preset: PRESET ?? 'mobile',
    pages: results.map(({ page, performance, accessibility }) => ({ path: page.path, performance, accessibility, targets: page.targets })),
  });
  console.info(`\nWrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
