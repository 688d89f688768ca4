/**
 * `npm run bench` (after `npm run build`): every figure of issue 7's table in one command. Runs the
 * load bench (the API and SSR ratios, each from one run, and the /login HTML size), the first-load JS
 * of every page (the two with targets in the table) and Lighthouse on every page, one after another so they do not share the CPUs, then
 * repeats the verdicts in one table. A step that fails does not stop the others; the command then
 * exits non-zero. MISS is a figure, not a failure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTable, ROOT } from './support';

const STEPS = [
  { script: 'bench/load.ts', result: 'load.json' },
  { script: 'bench/bundle-size.ts', result: 'bundle.json' },
  { script: 'bench/lighthouse.ts', result: 'lighthouse.json' },
];

interface LoadResult {
  ratios: Record<string, { value: number; target: number; verdict: string }>;
  loginHtml: { kB: number; targetKb: number; verdict: string };
}
interface BundleResult {
  pages: { path: string; gzipBytes: number; targetKb?: number; verdict: string }[];
}
interface LighthouseResult {
  pages: { path: string; performance: number | null; accessibility: number | null; targets: { performance: number; accessibility: number } }[];
}

const RATIO_LABELS: Record<string, string> = {
  profileOverBareHono: 'GET /api/v1/user/profile ÷ bare Hono',
  dashboardOverStatus: 'SSR /p/dashboard ÷ /status',
  adminsOverStatus: 'SSR /admin/admins ÷ /status',
};

// This run's figures in a folder of its own (BENCH_RESULTS_DIR when given), which every step writes into.
const resultsDir = path.resolve(process.env.BENCH_RESULTS_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-results-')));

function readResult<T>(name: string): T | undefined {
  const file = path.join(resultsDir, name);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

const failed: string[] = [];
for (const step of STEPS) {
  // A figure left from an earlier run must not pass for this one's.
  fs.rmSync(path.join(resultsDir, step.result), { force: true });
  console.info(`\n=== ${step.script} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', step.script], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS_DIR: resultsDir },
  });
  if (run.status !== 0) failed.push(step.script);
}

const rows: string[][] = [];
const load = readResult<LoadResult>('load.json');
for (const [key, ratio] of Object.entries(load?.ratios ?? {})) {
  rows.push([RATIO_LABELS[key] ?? key, ratio.value.toFixed(3), `≥ ${ratio.target}`, ratio.verdict]);
}
if (load) rows.push(['HTML of /login, raw', `${load.loginHtml.kB.toFixed(1)} kB`, `≤ ${load.loginHtml.targetKb} kB`, load.loginHtml.verdict]);
for (const page of readResult<BundleResult>('bundle.json')?.pages ?? []) {
  if (page.targetKb === undefined) continue;
  rows.push([`first-load JS ${page.path}, gzip`, `${(page.gzipBytes / 1000).toFixed(1)} kB`, `≤ ${page.targetKb} kB`, page.verdict]);
}
for (const page of readResult<LighthouseResult>('lighthouse.json')?.pages ?? []) {
  const isMet = (page.performance ?? 0) >= page.targets.performance && (page.accessibility ?? 0) >= page.targets.accessibility;
  rows.push([
    `Lighthouse mobile ${page.path}`,
    `${page.performance ?? 'failed'} / ${page.accessibility ?? 'failed'}`,
    `≥ ${page.targets.performance} / ${page.targets.accessibility}`,
    isMet ? 'OK' : 'MISS',
  ]);
}
console.info('\n=== issue 7: all figures ===\n' + formatTable(['figure', 'value', 'target', 'verdict'], rows));
console.info(`\nResults in ${resultsDir}`);
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')} (their figures are missing above)`);
  process.exitCode = 1;
}
