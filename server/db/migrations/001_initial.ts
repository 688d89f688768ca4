import type { Kysely } from 'kysely';

// Column types are chosen to mean the same on SQLite and MySQL: bigint for times (ms) and Rials,
// integer 0/1 for flags, varchar(191) where a unique index must fit MySQL's utf8mb4 key limit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(191)')
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();

  await db.schema
    .createTable('admins')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(255)')
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('is_super', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('impersonated_by', 'integer')
    .addColumn('reset_until', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_subject').on('sessions').columns(['role', 'subject_id']).execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('destination', 'varchar(191)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sends_in_window', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('reference', 'varchar(128)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_entries_cause', ['kind', 'reference'])
    .execute();
  await db.schema.createIndex('ledger_entries_user').on('ledger_entries').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ledger_entries', 'verifications', 'sessions', 'admins', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
