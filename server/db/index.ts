import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, MysqlDialect, SqliteDialect, type Migration } from 'kysely';
import type { Database } from './schema';
import * as initial from './migrations/001_initial';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'mysql';

const migrations: Record<string, Migration> = {
  '001_initial': initial,
};

export function dialectOf(url: string): Dialect {
  return url.startsWith('mysql://') ? 'mysql' : 'sqlite';
}

/** Opens the database named by a `file:` (embedded SQLite) or `mysql://` URL. */
export async function openDatabase(url: string): Promise<Db> {
  if (dialectOf(url) === 'mysql') {
    const { createPool } = await import('mysql2');
    const pool = createPool({ uri: url, connectionLimit: 10, timezone: 'Z', charset: 'utf8mb4' });
    return new Kysely<Database>({ dialect: new MysqlDialect({ pool }) });
  }
  const { default: SQLite } = await import('better-sqlite3');
  const file = url.replace(/^file:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers go on while one writer commits; busy_timeout queues writers instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Kysely reports insert ids as bigint on both drivers; our ids fit a number. */
export function insertedId(result: { insertId?: bigint | number }): number {
  if (result.insertId === undefined) throw new Error('insert returned no id');
  return Number(result.insertId);
}
