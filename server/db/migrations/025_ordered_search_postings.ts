import { MysqlAdapter, sql, type Kysely } from 'kysely';
import { backfillSearchTrigrams, backfillUsersByNameTrigrams, trigramsOf, trigramTableOf, USERS_BY_NAME_TRIGRAMS } from '../search-index';
import type { Database } from '../schema';

// Measured with bench/money.ts at 200,000 users (server/db/search-index.ts):
//
// - the users list searched for a common first name and sorted by name confirmed and sorted all of the
//   name's 12,500 candidates for a page of 20 (~14 ms of CPU on SQLite). The users' postings are kept
//   once more with the name, keyed (trigram, sort_key, row_id), so that page is read in the index's order
//   and ends after a page of matches. sort_key is users.name's type, so MariaDB orders it under the same
//   collation as the name it stands for.
// - the audit log's address was searched by a LIKE over every entry, twice a page (the page and its
//   count). Its addresses get a trigram index as 020's tables have.
//
// Rows written before get theirs here, a thousand rows at a time (the backfills of search-index.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  const isMysql = db.getExecutor().adapter instanceof MysqlAdapter;
  await db.schema
    .createTable(USERS_BY_NAME_TRIGRAMS)
    .addColumn('trigram', 'varchar(3)', (c) => c.notNull())
    .addColumn('sort_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${USERS_BY_NAME_TRIGRAMS}_key`, ['trigram', 'sort_key', 'row_id'])
    .$call((builder) => (isMysql ? builder : builder.modifyEnd(sql`without rowid`)))
    .execute();
  await backfillUsersByNameTrigrams(db as Kysely<Database>);
  await db.schema
    .createTable(trigramTableOf('audit_log'))
    .addColumn('trigram', 'varchar(3)', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${trigramTableOf('audit_log')}_key`, ['trigram', 'row_id'])
    .$call((builder) => (isMysql ? builder : builder.modifyEnd(sql`without rowid`)))
    .execute();
  await backfillSearchTrigrams(db as Kysely<Database>, 'audit_log', trigramsOf);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable(trigramTableOf('audit_log')).execute();
  await db.schema.dropTable(USERS_BY_NAME_TRIGRAMS).execute();
}
