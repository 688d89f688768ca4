/**
 * Lighthouse on /login (mobile form factor, Lighthouse's default; set LH_PRESET=desktop for the desktop
 * preset) against the production server on a fresh database, with headless Chromium. Prints the
 * category scores, the main metrics and every failing audit (score < 1) so we know what to fix.
 * Run `npm run build` first, then `npx tsx bench/lighthouse.ts`. The report is written to
 * bench/results/lighthouse-login.json. LIGHTHOUSE_VERSION (default 12) picks the npx package version;
 * LH_PATH (default /login) the page.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formatTable, RESULTS_DIR, ROOT, startServer, type BenchServer } from './support';

const VERSION = process.env.LIGHTHOUSE_VERSION ?? '12';
const PAGE = process.env.LH_PATH ?? '/login';
const PRESET = process.env.LH_PRESET; // unset = mobile (the default form factor)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = 5 * 60_000;

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

function runLighthouse(url: string, outputPath: string): Promise<void> {
  const args = [
    '--yes',
    `lighthouse@${VERSION}`,
    url,
    ...(PRESET ? [`--preset=${PRESET}`] : []),
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    `--output-path=${outputPath}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-background-networking --disable-gpu',
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

function report(json: Report): void {
  console.info(`\nLighthouse ${json.lighthouseVersion} — ${json.finalDisplayedUrl ?? PAGE} (${PRESET ?? 'mobile'})`);
  if (json.runtimeError) console.warn(`Runtime error: ${json.runtimeError.code}: ${json.runtimeError.message}`);
  for (const warning of json.runWarnings ?? []) console.warn(`Warning: ${warning}`);

  console.info(
    '\n' +
      formatTable(
        ['category', 'score'],
        Object.values(json.categories).map((category) => [category.title, score(category.score)]),
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

async function main() {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const outputPath = path.join(RESULTS_DIR, `lighthouse-${PAGE.replace(/^\/+/, '').replace(/[^\w-]+/g, '_') || 'index'}.json`);
  let server: BenchServer | undefined;
  try {
    server = await startServer();
    console.info(`Server pid ${server.pid} on ${server.baseUrl}`);
    const url = `${server.baseUrl}${PAGE}`;
    const check = await fetch(url, { redirect: 'manual' });
    if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
    fs.rmSync(outputPath, { force: true });
    await runLighthouse(url, outputPath);
  } finally {
    await server?.stop();
  }
  report(JSON.parse(fs.readFileSync(outputPath, 'utf8')) as Report);
  console.info(`\nWrote ${outputPath}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
