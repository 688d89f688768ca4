import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { inTransaction, sqliteFileOf, type Db } from './index';

/**
 * The growing tables every list reads. Their statistics are made again once one of them holds twice
 * the rows it held when they were last made (or 1,000 rows and none were made): counted by its highest
 * id, one index lookup each, where counting a million rows would hold the process.
 */
const GROWING_TABLES = ['users', 'payments', 'ledger_entries', 'audit_log', 'support_tickets', 'videos', 'page_views'] as const;
const ROWS_WORTH_STATISTICS = 1_000;

/**
 * Run in a worker thread on a copy: SQLite's ANALYZE holds the database's write lock while it reads
 * every index (a write waited 1.1 s behind it at a million payments; all tables took 16 s), and a
 * connection of this process would hold the event loop as long. VACUUM INTO writes the copy from one
 * read transaction, which holds no lock a writer waits for.
 */
const ANALYZE_A_COPY = `
const { workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const live = new SQLite(workerData.live, { readonly: true, fileMustExist: true });
try { live.prepare('vacuum into ?').run(workerData.copy); } finally { live.close(); }
const copy = new SQLite(workerData.copy);
try { copy.exec('analyze'); } finally { copy.close(); }
`;

/**
 * Gives SQLite's query planner statistics of the data (SQLite's ANALYZE), when the growing tables have
 * outgrown the ones it has; answers 1 when it made them, 0 when none were needed (or on MySQL, whose
 * InnoDB keeps its own). Without them, at a million payments, the payments list of one status and an
 * amount range sorted by date sorted every match (620 ms instead of 1.3), and a list of unverified users
 * by name 420 ms instead of 1.6: the planner guesses that an index narrowing more columns finds fewer rows.
 *
 * The statistics are made on a copy (ANALYZE_A_COPY, beside the database file) and copied into the
 * database in one short transaction, then loaded by the planner (`ANALYZE sqlite_schema`).
 */
export async function refreshPlannerStatistics(db: Db, signal: AbortSignal): Promise<number> {
  const live = sqliteFileOf(db);
  if (!live || !(await haveOutgrownStatistics(db))) return 0;
  const copy = `${live}-statistics`;
  await fs.rm(copy, { force: true });
  try {
    if (!(await analyzeInWorker({ driver: createRequire(import.meta.url).resolve('better-sqlite3'), live, copy }, signal))) return 0;
    await copyStatistics(db, copy);
    return 1;
  } finally {
    await fs.rm(copy, { force: true });
  }
}

async function haveOutgrownStatistics(db: Db): Promise<boolean> {
  const { rows: tables } = await sql<{ name: string }>`select name from sqlite_schema where name = 'sqlite_stat1'`.execute(db);
  // Each row of sqlite_stat1 starts with the table's row count when it was made.
  const { rows: counted } =
    tables.length > 0
      ? await sql<{ tbl: string; counted: number }>`select tbl, max(cast(stat as integer)) as counted from sqlite_stat1 group by tbl`.execute(db)
      : { rows: [] };
  const countedRows = new Map(counted.map((row) => [row.tbl, Number(row.counted)]));
  for (const table of GROWING_TABLES) {
    const { rows } = await sql<{ highest: number | null }>`select max(id) as highest from ${sql.table(table)}`.execute(db);
    const highest = Number(rows[0]?.highest ?? 0);
    if (highest >= ROWS_WORTH_STATISTICS && highest >= 2 * (countedRows.get(table) ?? 0)) return true;
  }
  return false;
}

/** Resolves true when the worker made the copy's statistics, false when `signal` aborted it first (a shutdown). */
function analyzeInWorker(workerData: { driver: string; live: string; copy: string }, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  const worker = new Worker(ANALYZE_A_COPY, { eval: true, workerData });
  const stop = () => void worker.terminate();
  signal.addEventListener('abort', stop, { once: true });
  return new Promise<boolean>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => resolve(code === 0 && !signal.aborted));
  }).finally(() => signal.removeEventListener('abort', stop));
}

async function copyStatistics(db: Db, copy: string): Promise<void> {
  // SQLite creates its statistics tables only through ANALYZE: a table of a few rows makes them the first time.
  await sql`analyze app_settings`.execute(db);
  await sql`attach ${copy} as analyzed`.execute(db);
  try {
    const { rows } = await sql<{ name: string }>`select name from analyzed.sqlite_schema where name in ('sqlite_stat1', 'sqlite_stat4')`.execute(db);
    await inTransaction(db, async (trx) => {
      for (const { name } of rows) {
        await sql`delete from main.${sql.table(name)}`.execute(trx);
        await sql`insert into main.${sql.table(name)} select * from analyzed.${sql.table(name)}`.execute(trx);
      }
    });
  } finally {
    await sql`detach analyzed`.execute(db);
  }
  await sql`analyze sqlite_schema`.execute(db);
}
