import { sql, type Kysely } from 'kysely';

// A payment says what it is by a kind (`top_up`, the only one so far), which the screens name in the
// visitor's language; `description` is left for text someone wrote. Top-ups stored the Persian
// «شارژ حساب» there, and their ledger entries copied it: both become the kind alone.
const TOP_UP_TEXT = 'شارژ حساب';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('kind', 'varchar(32)', (c) => c.notNull().defaultTo('top_up'))
    .execute();
  await sql`UPDATE payments SET description = NULL WHERE description = ${TOP_UP_TEXT}`.execute(db);
  await sql`UPDATE ledger_entries SET description = NULL WHERE kind = 'payment' AND description = ${TOP_UP_TEXT}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE ledger_entries SET description = ${TOP_UP_TEXT} WHERE kind = 'payment' AND description IS NULL`.execute(db);
  await sql`UPDATE payments SET description = ${TOP_UP_TEXT} WHERE kind = 'top_up' AND description IS NULL`.execute(db);
  await db.schema.alterTable('payments').dropColumn('kind').execute();
}
