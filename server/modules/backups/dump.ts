import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { backupSqlite, type Db } from '../../db';

/**
 * Tables a backup carries empty (their structure only). A backup travels where the database does not
 * (downloads, off-site copies), and a live session or a pending verification in it is a way into an
 * account for whoever holds it, whatever becomes of the application key; so a restore signs everyone
 * out and ends the codes waiting to be typed.
 */
export const TABLES_LEFT_EMPTY = ['sessions', 'verifications'] as const;

/**
 * All a MariaDB program gets of the app's environment besides NODE_ENV: where programs are, its home
 * (option files), its locale and time zone. The app's own secrets (APP_KEY, the gateway's and the SMS
 * service's keys, the admin's password) stay in the app.
 */
const PROGRAM_ENVIRONMENT = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ'] as const;

/** Host, port, user and database of a `mysql://` URL as the MariaDB programs take them; the password goes in MYSQL_PWD, never in argv. */
export function mysqlProgramArgs(url: string): { args: string[]; env: NodeJS.ProcessEnv; database: string } {
  const parsed = new URL(url);
  const args = [`--host=${parsed.hostname}`, `--port=${parsed.port || '3306'}`, `--user=${decodeURIComponent(parsed.username)}`];
  const env: NodeJS.ProcessEnv = { NODE_ENV: process.env.NODE_ENV };
  for (const name of PROGRAM_ENVIRONMENT) if (process.env[name] !== undefined) env[name] = process.env[name];
  if (parsed.password) env.MYSQL_PWD = decodeURIComponent(parsed.password);
  const database = decodeURIComponent(parsed.pathname.slice(1));
  return { args: [...args, '--default-character-set=utf8mb4', database], env, database };
}

/** How a program ended; rejects when it could not start. */
function exitOf(child: ReturnType<typeof spawn>): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
}

async function collect(stream: Readable | null): Promise<string> {
  let text = '';
  if (stream) for await (const chunk of stream) text = (text + String(chunk)).slice(-2_000);
  return text;
}

/**
 * A consistent dump of a MySQL/MariaDB database: `--single-transaction` reads one snapshot without
 * locking the tables, `--routines` keeps stored procedures; the tables left empty follow as their
 * structure alone (a second run: MySQL's mysqldump has no `--ignore-table-data`). A dump that exits other
 * than 0 (killed, refused) throws after its output, so the half-written backup is thrown away.
 */
export async function* mysqlDump(db: Db, command: string, databaseUrl: string): AsyncGenerator<Uint8Array> {
  const { args, env, database } = mysqlProgramArgs(databaseUrl);
  const leftOut = TABLES_LEFT_EMPTY.map((table) => `--ignore-table=${database}.${table}`);
  yield* dumpRun(command, ['--single-transaction', '--routines', '--triggers', '--no-tablespaces', '--hex-blob', ...leftOut, ...args], env);
  // A database not migrated yet (the one a restore goes into) has none of them, and naming a missing table fails the dump.
  const existing = new Set((await db.introspection.getTables()).map((table) => table.name));
  const tables = TABLES_LEFT_EMPTY.filter((table) => existing.has(table));
  if (tables.length) yield* dumpRun(command, ['--no-data', '--no-tablespaces', ...args, ...tables], env);
}

async function* dumpRun(command: string, args: string[], env: NodeJS.ProcessEnv): AsyncGenerator<Uint8Array> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = exitOf(child);
  const errors = collect(child.stderr);
  let finished = false;
  try {
    yield* child.stdout as AsyncIterable<Uint8Array>;
    const { code, signal } = await exited;
    finished = true;
    if (code !== 0) throw new Error(`${command} ended with ${signal ?? `exit code ${code}`}: ${(await errors).trim()}`);
  } finally {
    // The backup was abandoned half-way (a failed write): the dump must not run on.
    if (!finished) {
      child.kill('SIGKILL');
      await exited.catch(() => undefined);
    }
  }
}

/**
 * An SQLite snapshot through the online backup, with the tables left empty emptied, read back from a
 * temporary file removed afterwards.
 */
export async function* sqliteDump(db: Db, snapshotFile: string): AsyncGenerator<Uint8Array> {
  try {
    await backupSqlite(db, snapshotFile);
    await emptyLeftOutTables(snapshotFile);
    yield* createReadStream(snapshotFile) as AsyncIterable<Uint8Array>;
  } finally {
    await fs.rm(snapshotFile, { force: true });
  }
}

async function emptyLeftOutTables(snapshotFile: string): Promise<void> {
  const { default: SQLite } = await import('better-sqlite3');
  const snapshot = new SQLite(snapshotFile);
  try {
    // No WAL beside the snapshot, and the deleted rows' bytes overwritten, not left in free pages.
    snapshot.pragma('journal_mode = DELETE');
    snapshot.pragma('secure_delete = ON');
    // A database not migrated yet (the one a restore goes into) has none of them.
    const existing = new Set(snapshot.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
    snapshot.transaction(() => {
      for (const table of TABLES_LEFT_EMPTY) if (existing.has(table)) snapshot.prepare(`DELETE FROM ${table}`).run();
    })();
  } finally {
    snapshot.close();
  }
}

/** Feeds SQL to the MariaDB client for the database of the URL; throws when the client fails. */
export async function mysqlLoad(command: string, databaseUrl: string, sqlText: Readable): Promise<void> {
  const { args, env } = mysqlProgramArgs(databaseUrl);
  const child = spawn(command, ['--binary-mode', ...args], { env, stdio: ['pipe', 'ignore', 'pipe'] });
  const exited = exitOf(child);
  const errors = collect(child.stderr);
  sqlText.on('error', () => child.kill('SIGKILL'));
  sqlText.pipe(child.stdin!);
  child.stdin!.on('error', () => undefined);
  const { code, signal } = await exited;
  if (code !== 0) throw new Error(`${command} ended with ${signal ?? `exit code ${code}`}: ${(await errors).trim()}`);
}
