import type { Kysely } from 'kysely';

// Background jobs keep their state in the database, so any instance can answer how far one got.
// `active_key` holds the job's kind while it is queued or running and null after: its unique index
// lets only one job of a kind run at a time across instances (both dialects allow many nulls).
// `heartbeat_at` is written after every batch; a running job that stopped writing it died with its
// process and is replaced.
//
// When a user was last told the balance is low lives in a table of its own, not on the users row:
// that row is read column by column on every signed-in request (server/modules/sessions/repository.ts),
// and only the job needs this time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('active_key', 'varchar(64)', (c) => c.unique())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('heartbeat_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('error', 'varchar(255)')
    .execute();
  await db.schema
    .createTable('low_balance_notices')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('notified_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('low_balance_notices').execute();
  await db.schema.dropTable('jobs').execute();
}
