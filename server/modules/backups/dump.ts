import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { backupSqlite, type Db } from '../../db';

/** Host, port, user and database of a `mysql://` URL as the MariaDB programs take them; the password goes in MYSQL_PWD, never in argv. */
export function mysqlProgramArgs(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const args = [`--host=${parsed.hostname}`, `--port=${parsed.port || '3306'}`, `--user=${decodeURIComponent(parsed.username)}`];
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) env.MYSQL_PWD = decodeURIComponent(parsed.password);
  else delete env.MYSQL_PWD;
  return { args: [...args, '--default-character-set=utf8mb4', decodeURIComponent(parsed.pathname.slice(1))], env };
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
 * locking the tables, `--routines` keeps stored procedures. A dump that exits other than 0 (killed,
 * refused) throws after its output, so the half-written backup is thrown away.
 */
export async function* mysqlDump(command: string, databaseUrl: string): AsyncGenerator<Uint8Array> {
  const { args, env } = mysqlProgramArgs(databaseUrl);
  const options = ['--single-transaction', '--routines', '--triggers', '--no-tablespaces', '--hex-blob'];
  const child = spawn(command, [...options, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** An SQLite snapshot through the online backup, read back from a temporary file removed afterwards. */
export async function* sqliteDump(db: Db, snapshotFile: string): AsyncGenerator<Uint8Array> {
  try {
    await backupSqlite(db, snapshotFile);
    yield* createReadStream(snapshotFile) as AsyncIterable<Uint8Array>;
  } finally {
    await fs.rm(snapshotFile, { force: true });
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
