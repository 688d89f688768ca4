import { MysqlAdapter, sql, type Kysely } from 'kysely';
import { backfillUsersQuadgrams, USERS_QUADGRAMS } from '../search-index';
import type { Database } from '../schema';

// Measured with bench/money.ts at 200,000 users: a full name («رضا احمدی») has no trigram in fewer than
// 5,884 users, and finding its 736 took 8,800 key lookups of two more trigrams (9 ms of the search's
// 16 on MariaDB). The users' runs of four characters are indexed too, keyed (gram, row_id) as the
// trigrams are; its rarest run is in 1,471 users (server/db/search-index.ts, USERS_QUADGRAMS).
// Users written before get theirs here, a thousand at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isMysql = db.getExecutor().adapter instanceof MysqlAdapter;
  await db.schema
    .createTable(USERS_QUADGRAMS)
    .addColumn('gram', 'varchar(4)', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${USERS_QUADGRAMS}_key`, ['gram', 'row_id'])
    .$call((builder) => (isMysql ? builder : builder.modifyEnd(sql`without rowid`)))
    .execute();
  await backfillUsersQuadgrams(db as Kysely<Database>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable(USERS_QUADGRAMS).execute();
}
