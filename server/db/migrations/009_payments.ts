import type { Kysely } from 'kysely';

// A payment is a top-up asked of a gateway: pending until the gateway's callback is verified, then
// paid (credited once through the ledger, reference `payment:<id>`) or failed. The gateway names the
// request by its authority, unique per gateway, which is how a callback finds its payment.
// search_text holds the payer's name and mobile, the authority and the reference, folded
// (shared/search-text.ts), so the admin list searches one column.
// The admin list on a million rows filters by status, user and day range and sorts by time or
// amount: each index serves one of those with the order it is read in.
// sandbox_transactions is the sandbox gateway's own record (what the payer chose on its page), kept in
// the database so any instance can verify what another one showed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('gateway', 'varchar(16)', (c) => c.notNull())
    .addColumn('authority', 'varchar(64)', (c) => c.notNull())
    .addColumn('gateway_reference', 'varchar(64)')
    .addColumn('description', 'varchar(255)')
    .addColumn('card_pan', 'varchar(32)')
    .addColumn('search_text', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payments_gateway_authority', ['gateway', 'authority'])
    .execute();
  await db.schema.createIndex('payments_created_at').on('payments').column('created_at').execute();
  await db.schema.createIndex('payments_status_created_at').on('payments').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('payments_user_created_at').on('payments').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('payments_amount').on('payments').columns(['amount', 'created_at']).execute();

  await db.schema
    .createTable('sandbox_transactions')
    .addColumn('authority', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('callback_url', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)')
    .addColumn('verified_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_transactions').execute();
  await db.schema.dropTable('payments').execute();
}
