import { MysqlAdapter, sql, type Kysely } from 'kysely';

// The users list sorted by name walks the live users in name order until a page of them matches the
// search; a dense one-letter term («ع» at 200,000 users, bench/money.ts) walks some 2,200 before its
// twentieth match, and each was a row read to test its text: 4.7–9 ms on MariaDB, 0.8 on SQLite. The
// name index holds the folded text too, so the walk tests it in the index and reads only a page of
// rows (the list's keys first, see paginate's pageByKeys): 1.1 ms on MariaDB, 0.3 on SQLite. The id
// comes before the text: the list orders by (name, id), which the index then holds as it did.
const isMysql = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof MysqlAdapter;

/** SQLite's index names are the schema's, MariaDB's the table's: `drop index … on` is MariaDB's alone. */
function dropIndex(db: Kysely<unknown>, name: string) {
  const drop = db.schema.dropIndex(name);
  return (isMysql(db) ? drop.on('users') : drop).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_deleted_name_search').on('users').columns(['deleted_at', 'name', 'id', 'search_text']).execute();
  await dropIndex(db, 'users_deleted_name');
  // As migration 027 does: an analyzed SQLite database would take an index without statistics as selective.
  if (isMysql(db)) return;
  const { rows } = await sql<{ analyzed: number }>`select count(*) as analyzed from sqlite_master where name = 'sqlite_stat1'`.execute(db);
  if (Number(rows[0]?.analyzed)) await sql`analyze users_deleted_name_search`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_deleted_name').on('users').columns(['deleted_at', 'name']).execute();
  await dropIndex(db, 'users_deleted_name_search');
}
