import { MysqlAdapter, sql, type Kysely } from 'kysely';
import { backfillSearchTrigrams, tailsOf, trigramTableOf } from '../search-index';
import type { Database } from '../schema';

// Measured with bench/money.ts's seed at 200,000 users: a search for a letter no user's text holds («ژ»)
// read every user, for the page and again for its count (70 ms on SQLite, 220 on MariaDB), as did every
// term of one or two characters that few rows hold, in every indexed list. Each row's trigram index
// now holds its text's last two characters and its last one too (server/db/search-index.ts, tailsOf),
// so the keys starting with such a term hold every row containing it. The repositories write them with
// the trigrams from now on; rows written before get theirs here. The tables are named here, as 020's are.
const TABLES = ['users', 'payments', 'admins', 'support_tickets', 'videos', 'audit_log'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await backfillSearchTrigrams(db as Kysely<Database>, table, tailsOf);
}

// A key shorter than three characters is a tail: a trigram the collation takes as equal to one (a tail
// and a space) was written first, so the tail was the one ignored.
export async function down(db: Kysely<unknown>): Promise<void> {
  const length = db.getExecutor().adapter instanceof MysqlAdapter ? sql`char_length(trigram)` : sql`length(trigram)`;
  for (const table of TABLES) await sql`delete from ${sql.table(trigramTableOf(table))} where ${length} < 3`.execute(db);
}
