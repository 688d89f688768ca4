import type { Kysely } from 'kysely';

// Page views and video plays, written in batches (server/modules/views). The address is stored
// anonymised (IPv4 /24, IPv6 /48), never whole. Rows are only ever inserted and read by time, so
// every index ends in created_at: the day range, the path prefix and the user filters each start one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_views')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('path', 'varchar(500)', (c) => c.notNull())
    .addColumn('video_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(255)', (c) => c.notNull())
    .addColumn('referrer', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_views_created_at').on('page_views').column('created_at').execute();
  await db.schema.createIndex('page_views_path_created_at').on('page_views').columns(['path', 'created_at']).execute();
  await db.schema.createIndex('page_views_user_created_at').on('page_views').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_views').execute();
}
