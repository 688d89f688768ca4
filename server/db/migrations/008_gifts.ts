import { sql, type Kysely } from 'kysely';

// Idempotency keys: the first answer to a money call, kept 24 h so a retry with the same key gets it
// back instead of running the call again. `lookup` hashes the caller, method, path and key (a key of
// up to 128 characters beside them would not fit MySQL's unique-key limit); `request_hash` tells a
// repeat from another body sent under the same key. The answer is mediumtext: MySQL's text holds 64 KB.
//
// Gifts: drafts an admin edits, then publishes once. gift_users holds the users a draft of audience
// `users` was made for; recipients_count and total_amount are written when it is published.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lookup', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('caller', 'varchar(64)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', sql`mediumtext`)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotency_keys_expires_at').on('idempotency_keys').column('expires_at').execute();

  await db.schema
    .createTable('gifts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('audience', 'varchar(16)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('recipients_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('published_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('published_at', 'bigint')
    .addColumn('search_text', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('gifts_created_at').on('gifts').column('created_at').execute();
  await db.schema.createIndex('gifts_status').on('gifts').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('gift_users')
    .addColumn('gift_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('gift_users_pk', ['gift_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_users').execute();
  await db.schema.dropTable('gifts').execute();
  await db.schema.dropTable('idempotency_keys').execute();
}
