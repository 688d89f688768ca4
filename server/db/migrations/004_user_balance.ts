import { sql, type Kysely } from 'kysely';

// The balance is kept on the user's row, changed only by the ledger in the same transaction as the
// ledger row that explains it, so reading it is one indexed lookup instead of summing the user's whole
// history. It starts as the sum of the ledger written so far. admin_id names who made an adjustment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('ledger_entries').addColumn('admin_id', 'integer').execute();
  await sql`update users set balance = coalesce((select sum(amount) from ledger_entries where ledger_entries.user_id = users.id), 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_entries').dropColumn('admin_id').execute();
  await db.schema.alterTable('users').dropColumn('balance').execute();
}
