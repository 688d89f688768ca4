import { sql, type Kysely } from 'kysely';
import { foldForSearch } from '../../../shared/search-text';

// The admin users list: a folded search column (name, mobile, email), the indexes its filters and sorts
// walk, and soft delete. A deleted account keeps its row (its ledger and payments point at it) but
// gives its mobile up: the number moves to deleted_mobile and `mobile` becomes a tombstone (`d` + id)
// that can never be a valid number, so the unique index on mobile stays and the number can register again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('search_text', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('deleted_mobile', 'varchar(11)').execute();
  const { rows } = await sql<{ id: number; name: string; mobile: string; email: string | null }>`select id, name, mobile, email from users`.execute(db);
  for (const row of rows) {
    await sql`update users set search_text = ${foldForSearch(`${row.name} ${row.mobile} ${row.email ?? ''}`)} where id = ${row.id}`.execute(db);
  }
  // Every list query starts from "live or deleted" and orders by one of these; the composite index
  // serves both the filter and the order (and the count) without touching the table.
  await db.schema.createIndex('users_deleted_created').on('users').columns(['deleted_at', 'created_at']).execute();
  await db.schema.createIndex('users_deleted_name').on('users').columns(['deleted_at', 'name']).execute();
  await db.schema.createIndex('users_deleted_balance').on('users').columns(['deleted_at', 'balance']).execute();
  await db.schema.createIndex('users_deleted_verified_created').on('users').columns(['deleted_at', 'is_verified', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['users_deleted_created', 'users_deleted_name', 'users_deleted_balance', 'users_deleted_verified_created']) {
    await db.schema.dropIndex(name).on('users').execute();
  }
  await db.schema.alterTable('users').dropColumn('deleted_mobile').execute();
  await db.schema.alterTable('users').dropColumn('search_text').execute();
}
