import { DAY_MS, TEHRAN_OFFSET_MS } from '../../shared/tehran-time';
import fs from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  Migrator,
  MysqlAdapter,
  MysqlDialect,
  sql,
  SqliteDialect,
  type CompiledQuery,
  type Migration,
  type SelectQueryBuilder,
  type Transaction,
} from 'kysely';
import type { Database as SQLiteDatabase } from 'better-sqlite3';
import type { Connection as MysqlConnection } from 'mysql2';
import type { Database } from './schema';
import * as initial from './migrations/001_initial';
import * as auditLog from './migrations/002_audit_log';
import * as verificationDetails from './migrations/003_verification_details';
import * as userBalance from './migrations/004_user_balance';
import * as searchText from './migrations/005_search_text';
import * as usersAdmin from './migrations/006_users_admin';
import * as notificationJobs from './migrations/007_notification_jobs';
import * as gifts from './migrations/008_gifts';
import * as payments from './migrations/009_payments';
import * as moneyIndexes from './migrations/010_money_indexes';
import * as usersBelowMinimum from './migrations/011_users_below_minimum';
import * as support from './migrations/012_support';
import * as videos from './migrations/015_videos';
import * as contactMessages from './migrations/013_contact_messages';
import * as pageViews from './migrations/014_page_views';
import * as pageViewVisits from './migrations/016_page_view_visits';
import * as housekeeping from './migrations/017_housekeeping';
import * as impersonationOpener from './migrations/018_impersonation_opener';
import * as paymentKind from './migrations/019_payment_kind';
import * as searchTrigrams from './migrations/020_search_trigrams';
import * as moreSearchTrigrams from './migrations/021_more_search_trigrams';
import * as giftPublishing from './migrations/022_gift_publishing';
import * as videoPlayback from './migrations/023_video_playback';
import * as adminTwoFactor from './migrations/024_admin_two_factor';
import * as orderedSearchPostings from './migrations/025_ordered_search_postings';
import * as auditLogTarget from './migrations/026_audit_log_target';
import * as listSortIndexes from './migrations/027_list_sort_indexes';
import * as usersSearchQuadgrams from './migrations/028_users_search_quadgrams';
import * as usersSearchTextIndex from './migrations/029_users_search_text_index';
import * as searchTailKeys from './migrations/030_search_tail_keys';
import * as usersNameSearchIndex from './migrations/031_users_name_search_index';

export type Db = Kysely<Database>;
/** What a repository runs its statements on: the database, or a transaction opened by inTransaction. */
export type Executor = Db | Transaction<Database>;
export type Dialect = 'sqlite' | 'mysql';

export const migrations: Readonly<Record<string, Migration>> = {
  '001_initial': initial,
  '002_audit_log': auditLog,
  '003_verification_details': verificationDetails,
  '004_user_balance': userBalance,
  '005_search_text': searchText,
  '006_users_admin': usersAdmin,
  '007_notification_jobs': notificationJobs,
  '008_gifts': gifts,
  '009_payments': payments,
  '010_money_indexes': moneyIndexes,
  '011_users_below_minimum': usersBelowMinimum,
  '012_support': support,
  '015_videos': videos,
  '013_contact_messages': contactMessages,
  '014_page_views': pageViews,
  '016_page_view_visits': pageViewVisits,
  '017_housekeeping': housekeeping,
  '018_impersonation_opener': impersonationOpener,
  '019_payment_kind': paymentKind,
  '020_search_trigrams': searchTrigrams,
  '021_more_search_trigrams': moreSearchTrigrams,
  '022_gift_publishing': giftPublishing,
  '023_video_playback': videoPlayback,
  '024_admin_two_factor': adminTwoFactor,
  '025_ordered_search_postings': orderedSearchPostings,
  '026_audit_log_target': auditLogTarget,
  '027_list_sort_indexes': listSortIndexes,
  '028_users_search_quadgrams': usersSearchQuadgrams,
  '029_users_search_text_index': usersSearchTextIndex,
  '030_search_tail_keys': searchTailKeys,
  '031_users_name_search_index': usersNameSearchIndex,
};

export function dialectOf(url: string): Dialect {
  return url.startsWith('mysql://') ? 'mysql' : 'sqlite';
}

/** Opens the database named by a `file:` (embedded SQLite) or `mysql://` URL. */
export async function openDatabase(url: string): Promise<Db> {
  if (dialectOf(url) === 'mysql') {
    const { createConnection, createPool } = await import('mysql2');
    const options = { uri: url, timezone: 'Z', charset: 'utf8mb4' } as const;
    const pool = createPool({ ...options, connectionLimit: 10 });
    const db = new Kysely<Database>({ dialect: new MysqlDialect({ pool }) });
    // execute() prepares each SQL text once per connection and reuses it; Kysely's query() sends it as text each time.
    const promisePool = pool.promise();
    directRunners.set(db, async (text, parameters, asArrays) => {
      const [rows] = await promisePool.execute({ sql: text, rowsAsArray: asArrays }, parameters as (string | number | null)[]);
      return Array.isArray(rows) ? (rows as unknown[]) : [];
    });
    arrayRunners.set(db, async (text, parameters) => {
      const [rows] = await promisePool.query({ sql: text, rowsAsArray: true }, parameters as (string | number | null)[]);
      return rows as unknown[][];
    });
    arrayStreamers.set(db, (text, parameters, batchRows) => streamedRows(createConnection(options), text, parameters, batchRows));
    return db;
  }
  const { default: SQLite } = await import('better-sqlite3');
  const file = url.replace(/^file:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers go on while one writer commits; busy_timeout queues writers instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // SQLite's default page cache is 2 MB: a search reading a common name's 12,500 rows by id (users
  // sorted by name, 200,000 users) fetched nearly every page from the OS again, 19 ms of CPU a page of
  // the list, 9–11 ms with 32 MB. Pages of the database file, not answers: at most 32 MB per process.
  sqlite.pragma('cache_size = -32768');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  sqliteHandles.set(db, sqlite);
  // better-sqlite3 runs a statement synchronously, so Kysely's executor (a connection lock and several
  // awaits) costs more than the statement. Inside another request's open transaction a statement run
  // here would join it, so the runner declines and the query waits for the lock like any other.
  directRunners.set(db, (text, parameters, asArrays) => {
    if (sqlite.inTransaction) return undefined;
    const statement = statements.prepare(text, asArrays);
    if (statement.reader) return statement.all(parameters as unknown[]);
    statement.run(parameters as unknown[]);
    return [];
  });
  // A statement of its own, not the cache's: raw mode stays with the statement it is set on.
  arrayRunners.set(
    db,
    async (text, parameters) =>
      sqlite
        .prepare(text)
        .raw(true)
        .all(parameters as unknown[]) as unknown[][],
  );
  return db;
}

const sqliteHandles = new WeakMap<Db, SQLiteDatabase>();

/**
 * Copies an SQLite database opened by openDatabase to `file` with SQLite's online backup: a consistent
 * snapshot taken a few pages at a time, so requests go on meanwhile (a copy of the live file could
 * catch a half-written page or miss what sits in the WAL).
 */
export async function backupSqlite(db: Db, file: string): Promise<void> {
  const sqlite = sqliteHandles.get(db);
  if (!sqlite) throw new Error('backupSqlite needs an SQLite database opened by openDatabase');
  await sqlite.backup(file);
}

/** Runs compiled SQL on the driver itself, each row an object or (`asArrays`) an array of values in select order; undefined when it must go through Kysely instead. */
export type DirectRunner = (sql: string, parameters: readonly unknown[], asArrays?: boolean) => unknown[] | Promise<unknown[]> | undefined;
const directRunners = new WeakMap<Db, DirectRunner>();
/** Runs a compiled read on the driver and hands its rows back as arrays of values in select order. */
type ArrayRunner = (sql: string, parameters: readonly unknown[]) => Promise<unknown[][]>;
const arrayRunners = new WeakMap<Db, ArrayRunner>();

/**
 * A read's rows as arrays of values in the order the query selects them: for a stream of a million
 * rows (an export), where making an object of each row costs more than reading it.
 */
export async function rowsAsArrays(db: Db, query: CompiledQuery): Promise<unknown[][]> {
  const runner = arrayRunners.get(db);
  if (runner) return runner(query.sql, query.parameters);
  const { rows } = await db.executeQuery<Record<string, unknown>>(query);
  return rows.map((row) => Object.values(row));
}

/** Streams a read's rows as arrays, a few at a time, read from the database only as fast as they are taken. */
type ArrayStreamer = (sql: string, parameters: readonly unknown[], batchRows: number) => AsyncGenerator<unknown[][]>;
const arrayStreamers = new WeakMap<Db, ArrayStreamer>();

/**
 * A read's rows as arrays (as rowsAsArrays), `batchRows` at a time, from one query whose result is read
 * as it is taken; undefined on SQLite, whose reads are synchronous, so a caller pages by keyset instead.
 * On MySQL a million rows read in batches of thousands each stayed alive across two young-generation
 * collections (the driver builds a batch over many socket reads), so V8 promoted about half of what the
 * reads allocated and the old space grew by ~90 MB before a full collection; rows handed on as they
 * arrive die young.
 */
export function streamRowsAsArrays(db: Db, query: CompiledQuery, batchRows: number): AsyncGenerator<unknown[][]> | undefined {
  return arrayStreamers.get(db)?.(query.sql, query.parameters, batchRows);
}

/**
 * The MySQL side of streamRowsAsArrays, on a connection of its own outside the pool (a download lasts
 * as long as its client reads, and the API's other calls must not wait for it): paused while two
 * batches wait unread (a slow download holds the query, not the rows), and destroyed afterwards.
 */
async function* streamedRows(connection: MysqlConnection, text: string, parameters: readonly unknown[], batchRows: number): AsyncGenerator<unknown[][]> {
  // A connection that fails fails its queries too; unheard, its error event would end the process.
  connection.on('error', () => undefined);
  try {
    // The server gives up on a client that reads nothing for net_write_timeout (60 s): a paused download may take longer.
    await connection.promise().query('SET SESSION net_write_timeout = 3600');
    const ready: unknown[][][] = [];
    let filling: unknown[][] = [];
    let isDone = false;
    let failure: unknown;
    let wake: (() => void) | undefined;
    const notify = () => {
      const resolve = wake;
      wake = undefined;
      resolve?.();
    };
    connection
      .query({ sql: text, rowsAsArray: true, values: parameters as (string | number | null)[] })
      .on('result', (row) => {
        filling.push(row as unknown as unknown[]);
        if (filling.length < batchRows) return;
        ready.push(filling);
        filling = [];
        if (ready.length >= 2) connection.pause();
        notify();
      })
      .on('error', (error) => {
        failure = error;
        notify();
      })
      .on('end', () => {
        if (filling.length > 0) ready.push(filling);
        filling = [];
        isDone = true;
        notify();
      });
    for (;;) {
      if (failure) throw failure;
      const batch = ready.shift();
      if (batch) {
        if (ready.length === 0) connection.resume();
        yield batch;
      } else if (isDone) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    connection.destroy();
  }
}

/** The file of an SQLite database opened by openDatabase; undefined for MySQL and for one in memory. */
export function sqliteFileOf(db: Db): string | undefined {
  const sqlite = sqliteHandles.get(db);
  return sqlite && !sqlite.memory ? path.resolve(sqlite.name) : undefined;
}

/** The direct runner of a database opened by openDatabase (a transaction has none). */
export function directRunnerOf(db: Db): DirectRunner | undefined {
  return directRunners.get(db);
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs; preparing costs more than running a small query. Queries
 * come from a fixed set of builders, so their SQL repeats and the prepared statements can be reused.
 * A statement that hands its rows back as arrays (`raw`) is one of its own: raw mode stays with the
 * statement it is set on.
 */
function withStatementCache(sqlite: SQLiteDatabase) {
  const statements = new Map<string, ReturnType<SQLiteDatabase['prepare']>>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string, raw = false) {
      const key = raw ? `raw ${sql}` : sql;
      let statement = statements.get(key);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statement = sqlite.prepare(sql);
        if (raw) statement.raw(true);
        statements.set(key, statement);
      }
      return statement;
    },
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Runs `work` in one transaction: committed when it returns, rolled back when it throws. Called with a
 * transaction, it joins it (a service called from inside another's transaction commits or rolls back
 * with it), so a function that must be atomic can open one without knowing who calls it.
 *
 * Inside, every statement must go through the transaction it is given: on SQLite the transaction holds
 * the only connection, so a query on the database would wait for it forever; on MySQL it would run on
 * another connection, outside what is being committed. Nothing slow that is not the database (hashing,
 * files, texts) belongs inside either: on SQLite every other request waits meanwhile. Joining sets no
 * savepoint: a caller that catches a joined function's error and carries on keeps what it wrote before
 * throwing, so functions made to be joined (the ledger's) check everything before their first write.
 */
export function inTransaction<T>(executor: Executor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return executor.isTransaction ? work(executor as Transaction<Database>) : executor.transaction().execute(work);
}

/**
 * The query's rows read under a write lock held until the transaction ends, so a check and the write
 * that depends on it cannot interleave with another transaction's; a plain read on MySQL would see the
 * snapshot of the transaction's first read. SQLite needs no clause (and has none): one connection runs
 * one transaction at a time.
 */
export function lockedForUpdate<DB, TB extends keyof DB, O>(executor: Executor, query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return executor.getExecutor().adapter instanceof MysqlAdapter ? query.forUpdate() : query;
}

/** Whether a statement failed on a unique index (better-sqlite3 and mysql2 name it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'ER_DUP_ENTRY';
}

/** The cheapest statement the database must answer: whether it is there at all. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Kysely reports insert ids as bigint on both drivers; our ids fit a number. */
export function insertedId(result: { insertId?: bigint | number }): number {
  if (result.insertId === undefined) throw new Error('insert returned no id');
  return Number(result.insertId);
}

/** The Tehran calendar day a millisecond time falls on (shared/tehran-time.ts), computed in SQL so grouping happens in the database. */
export function dayNumberSql(dialect: Dialect, column: string) {
  return dialect === 'mysql'
    ? sql<number>`(${sql.ref(column)} + ${TEHRAN_OFFSET_MS}) DIV ${DAY_MS}`
    : // Inlined: better-sqlite3 binds JS numbers as REAL, and a REAL divisor makes `/` divide without truncating.
      sql<number>`(${sql.ref(column)} + ${sql.lit(TEHRAN_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;
}
