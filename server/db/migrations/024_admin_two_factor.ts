import type { Kysely } from 'kysely';

// Admins' second step at sign-in (TOTP, RFC 6238):
// - admin_two_factor: one row per admin who started setting it up. The secret is stored encrypted
//   (AES-256-GCM under a key derived from APP_KEY, never in the database); `enabled_at` is null until
//   a first code confirmed it. `last_used_step` is the newest 30-second step a code was accepted for,
//   moved by one conditional UPDATE, so a code is taken once even by two instances at the same moment.
// - admin_recovery_codes: ten single-use codes per admin, as keyed hashes under APP_KEY.
// - admin_sign_in_challenges: what a right password earns an admin with a second factor: a short-lived
//   token (stored hashed) that a code turns into a session once; deleted when used.
// - app_settings: settings a super admin changes at run time (first: whether every admin needs a second factor).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_two_factor')
    .addColumn('admin_id', 'integer', (c) => c.primaryKey())
    .addColumn('secret_encrypted', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('enabled_at', 'bigint')
    .addColumn('last_used_step', 'bigint')
    .execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('admin_recovery_codes_admin').on('admin_recovery_codes').columns(['admin_id', 'code_hash']).unique().execute();

  await db.schema
    .createTable('admin_sign_in_challenges')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_sign_in_challenges_expires').on('admin_sign_in_challenges').column('expires_at').execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(255)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_settings').execute();
  await db.schema.dropTable('admin_sign_in_challenges').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.dropTable('admin_two_factor').execute();
}
