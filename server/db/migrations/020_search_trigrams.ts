import { MysqlAdapter, sql, type Kysely } from 'kysely';
import { backfillSearchTrigrams, trigramsOf, trigramTableOf } from '../search-index';
import type { Database } from '../schema';

// Measured with bench/money.ts: a text search of the users list scanned all 200,000 folded texts,
// 0.15–0.27 s a page. Each big table gets a trigram index of its search_text (server/db/search-index.ts);
// its repository writes it with the text from now on, and rows written before get theirs here.
// The key is (trigram, row_id) and nothing else, so on SQLite the table is the key's b-tree alone
// (WITHOUT ROWID); InnoDB clusters a table by its primary key anyway. The tables are named here, not
// taken from SEARCH_INDEXED_TABLES: a table indexed later gets a migration of its own.
const TABLES = ['users', 'payments'] as const;

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
