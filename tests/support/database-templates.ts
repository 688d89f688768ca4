import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { manualClock } from '../../server/clock';
import { migrateToLatest, openDatabase, type Db } from '../../server/db';
import { readEnv } from '../../server/env';
import { seedSuperAdmin } from '../../server/modules/admins/seed';
import { createEmptyMysqlDatabase, dropRunDatabases, withConnection, type MigratedSchema, type MysqlTemplate } from './mysql-databases';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'test-admin-password';

/**
 * Every API test starts from a copy of a database the real migrations and seed built once for the
 * whole run (`globalSetup` of the api project, below); bootstrap then finds it migrated and seeded and
 * goes on as on any later start. Built once per test file instead, they cost each file ~6 s of
 * MariaDB DDL and a scrypt hash: a third of the api project's time.
 */
export interface DatabaseTemplates {
  /** A SQLite file holding the whole database (checkpointed), copied per test. */
  sqliteFile: string;
  /** Null when TEST_MYSQL_URL names no server. */
  mysql: MysqlTemplate | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The real migrations and the super admin seed (whose scrypt hash costs as much as the migrations). */
async function migrateAndSeed(db: Db): Promise<void> {
  await migrateToLatest(db);
  const env = readEnv({ NODE_ENV: 'test', ADMIN_USERNAME, ADMIN_PASSWORD });
  await seedSuperAdmin({ db, env, clock: manualClock() });
}

async function buildSqliteTemplate(file: string): Promise<void> {
  const db = await openDatabase(`file:${file}`);
  try {
    await migrateAndSeed(db);
    // Everything into the main file, so its bytes are the whole database.
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  } finally {
    await db.destroy();
  }
}

/** MySQL: the tests' databases are built from each table's CREATE statement and rows (mysql-databases.ts), not by migrating again. */
async function readMigratedSchema(serverUrl: string): Promise<MigratedSchema> {
  const { name, url, drop } = await createEmptyMysqlDatabase(serverUrl, '_m');
  try {
    const db = await openDatabase(url);
    try {
      await migrateAndSeed(db);
    } finally {
      await db.destroy();
    }
    return await withConnection(serverUrl, async (connection) => {
      const [list] = await connection.query("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE'", [
        name,
      ]);
      const schema: MigratedSchema = { tables: [], rowInserts: [] };
      for (const { name: table } of list as { name: string }[]) {
        const [[created]] = (await connection.query(`SHOW CREATE TABLE \`${name}\`.\`${table}\``)) as unknown as [[Record<string, string>]];
        schema.tables.push({ name: table, ddl: created['Create Table']!.replace(/ AUTO_INCREMENT=\d+/, '') });
        const [rows] = await connection.query(`SELECT * FROM \`${name}\`.\`${table}\``);
        // Written as SQL here: the tests get a structured clone, where a Buffer would be a Uint8Array the driver does not write as bytes.
        for (const row of rows as Record<string, unknown>[]) schema.rowInserts.push(connection.format(`INSERT INTO \`${table}\` SET ?;`, [row]));
      }
      return schema;
    });
  } finally {
    await drop();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-api-template-'));
  const sqliteFile = path.join(dir, 'template.sqlite');
  const serverUrl = process.env.TEST_MYSQL_URL;
  const [, schema] = await Promise.all([buildSqliteTemplate(sqliteFile), serverUrl ? readMigratedSchema(serverUrl) : null]);
  const mysql = schema && { schema, freeDir: path.join(dir, 'mysql-free'), namePrefix: `t_${randomBytes(3).toString('hex')}_` };
  if (mysql) await fs.mkdir(mysql.freeDir);
  project.provide('databaseTemplates', { sqliteFile, mysql });
  return async () => {
    if (serverUrl && mysql) await dropRunDatabases(serverUrl, mysql.namePrefix);
    await fs.rm(dir, { recursive: true, force: true });
  };
}
