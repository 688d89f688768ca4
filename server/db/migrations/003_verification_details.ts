import type { Kysely } from 'kysely';

// What a registration asks for (name, email, password hash) lives on its own verification until its
// code is typed, so a later registration of the same waiting mobile cannot rewrite the first one's
// account. One column per statement: SQLite adds a single column per ALTER TABLE.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verifications').addColumn('name', 'varchar(100)').execute();
  await db.schema.alterTable('verifications').addColumn('email', 'varchar(191)').execute();
  await db.schema.alterTable('verifications').addColumn('password_hash', 'varchar(255)').execute();
  await db.schema.createIndex('verifications_destination').on('verifications').columns(['destination', 'purpose']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('verifications_destination').on('verifications').execute();
  for (const column of ['password_hash', 'email', 'name']) {
    await db.schema.alterTable('verifications').dropColumn(column).execute();
  }
}
