import { sql, type Kysely } from 'kysely';
import { foldForSearch } from '../../../shared/search-text';

// Searching compares a stored, already folded text (digits, ی/ي, ک/ك, case) with the folded term, so
// the database runs a plain LIKE on a column instead of folding every row of every search. The admins
// repository keeps it in step on each write; rows written before it get theirs here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('search_text', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  const { rows } = await sql<{ id: number; name: string; username: string }>`select id, name, username from admins`.execute(db);
  for (const row of rows) {
    await sql`update admins set search_text = ${foldForSearch(`${row.name} ${row.username}`)} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('search_text').execute();
}
