import { type Kysely } from 'kysely';

// Videos (meeting recordings). The file lives under STORAGE_ROOT/videos by a name the server made
// (`file_name`); `content_sha256` lets the folder import skip a recording it registered before.
// `owner_id` is null for a recording imported without an owner. `search_text` holds the title and
// the owner's name and mobile, folded, written by the repository with the row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('videos')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('owner_id', 'integer')
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('file_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('content_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('search_text', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('videos_created_at').on('videos').column('created_at').execute();
  await db.schema.createIndex('videos_owner').on('videos').columns(['owner_id', 'created_at']).execute();
  await db.schema.createIndex('videos_content_sha256').on('videos').column('content_sha256').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('videos').execute();
}
