import { MysqlAdapter, sql, type Kysely } from 'kysely';
import { backfillSearchTrigrams, trigramsOf, trigramTableOf } from '../search-index';
import type { Database } from '../schema';

// Migration 020's trigram index, for the other searched lists: admins (and through them the audit
// log), support tickets and videos, so every admin list's text search reads candidates from an index
// instead of folding through every row. Same shape as 020's tables; rows written before get theirs here.
const TABLES = ['admins', 'support_tickets', 'videos'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const isMysql = db.getExecutor().adapter instanceof MysqlAdapter;
  for (const table of TABLES) {
    await db.schema
      .createTable(trigramTableOf(table))
      .addColumn('trigram', 'varchar(3)', (c) => c.notNull())
      .addColumn('row_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${trigramTableOf(table)}_key`, ['trigram', 'row_id'])
      .$call((builder) => (isMysql ? builder : builder.modifyEnd(sql`without rowid`)))
      .execute();
    await backfillSearchTrigrams(db as Kysely<Database>, table, trigramsOf);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(trigramTableOf(table)).execute();
}
