import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

type Connection = import('mysql2/promise').Connection;

/**
 * What the migrations produced on MySQL: each table's CREATE statement, and its rows (Kysely's
 * bookkeeping, the seeded admin) as INSERT statements, written once where they were read.
 */
export interface MigratedSchema {
  tables: { name: string; ddl: string }[];
  rowInserts: string[];
}

/**
 * The API tests' MySQL databases of one run. A test's database, once the test is done, is wiped back
 * to the template and left in `freeDir` (a file named after it) for the next test, of any file, to
 * take: building one from the DDL cost MariaDB ~140 ms of CPU and the test ~300 ms, a wipe ~10 and
 * ~40 (two thirds of the API tests run on MySQL). The run's teardown drops every database named
 * with `namePrefix`.
 */
export interface MysqlTemplate {
  schema: MigratedSchema;
  freeDir: string;
  namePrefix: string;
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** One connection to the MySQL server for `work`, closed after it. */
export async function withConnection<T>(serverUrl: string, work: (connection: Connection) => Promise<T>): Promise<T> {
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection({ uri: serverUrl, charset: 'utf8mb4', multipleStatements: true });
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

/** A new database with no tables on the MySQL server; `drop` removes it. */
export async function createEmptyMysqlDatabase(
  serverUrl: string,
  suffix = '',
  prefix = 't_',
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}${randomBytes(6).toString('hex')}${suffix}`;
  await withConnection(serverUrl, (connection) => connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`));
  const drop = () => withConnection(serverUrl, (connection) => connection.query(`DROP DATABASE IF EXISTS \`${name}\``).then(() => undefined));
  return { name, url: databaseUrl(serverUrl, name), drop };
}

async function createFromTemplate(serverUrl: string, template: MysqlTemplate): Promise<string> {
  const { name, drop } = await createEmptyMysqlDatabase(serverUrl, '', template.namePrefix);
  try {
    await withConnection(serverUrl, (connection) =>
      // Tables come in any order; foreign keys may name one not created yet.
      connection.query(
        [`USE \`${name}\`;`, 'SET FOREIGN_KEY_CHECKS = 0;', ...template.schema.tables.map((table) => `${table.ddl};`), ...template.schema.rowInserts].join(
          '\n',
        ),
      ),
    );
  } catch (error) {
    await drop();
    throw error;
  }
  return name;
}

/**
 * Takes a database another test left free: of the tests unlinking its file at once, one succeeds (not
 * fs.rm, which checks the file first and then succeeded for two).
 */
async function takeFree(template: MysqlTemplate): Promise<string | undefined> {
  for (const name of await fs.readdir(template.freeDir)) {
    try {
      await fs.unlink(path.join(template.freeDir, name));
      return name;
    } catch {
      // Another test took it first.
    }
  }
  return undefined;
}

/**
 * Back to the template: every row gone, the template's put back, and each counter that moved set back
 * (as a new table's). A database whose tables are not the template's any more is refused (and dropped).
 */
async function wipe(serverUrl: string, template: MysqlTemplate, name: string): Promise<void> {
  await withConnection(serverUrl, async (connection) => {
    await connection.query(
      [`USE \`${name}\`;`, 'SET FOREIGN_KEY_CHECKS = 0;', ...template.schema.tables.map((table) => `DELETE FROM \`${table.name}\`;`)].join('\n'),
    );
    const [found] = await connection.query('SELECT table_name AS name, auto_increment AS counter FROM information_schema.tables WHERE table_schema = ?', [
      name,
    ]);
    const tables = found as { name: string; counter: number | null }[];
    if (tables.length !== template.schema.tables.length) throw new Error(`${name} holds tables the template does not`);
    const resets = tables.filter((table) => Number(table.counter) > 1).map((table) => `ALTER TABLE \`${table.name}\` AUTO_INCREMENT = 1;`);
    await connection.query([...resets, ...template.schema.rowInserts].join('\n') || 'DO 0');
  });
}

/** A database holding the template's tables and rows, for one test; `release` hands it to the next. */
export async function claimMysqlDatabase(serverUrl: string, template: MysqlTemplate): Promise<{ url: string; release: () => Promise<void> }> {
  const name = (await takeFree(template)) ?? (await createFromTemplate(serverUrl, template));
  const release = async () => {
    try {
      await wipe(serverUrl, template, name);
    } catch (error) {
      await withConnection(serverUrl, (connection) => connection.query(`DROP DATABASE IF EXISTS \`${name}\``));
      throw error;
    }
    await fs.writeFile(path.join(template.freeDir, name), '');
  };
  return { url: databaseUrl(serverUrl, name), release };
}

/** Drops every database of the run, free or left behind by a test that never released its own. */
export async function dropRunDatabases(serverUrl: string, namePrefix: string): Promise<void> {
  await withConnection(serverUrl, async (connection) => {
    const [schemata] = await connection.query('SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name LIKE ?', [
      `${namePrefix.replaceAll('_', '\\_')}%`,
    ]);
    for (const { name } of schemata as { name: string }[]) await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  });
}
