import { type Kysely } from 'kysely';

// Watching a recording in the browser (issue 21).
// - video_positions: where each viewer (a user, or an admin) last was in each video, offered as
//   "continue from" when they come back; one row per video and viewer, overwritten.
// - video_play_ids: the play id of each session of watching whose view has been counted. The id is
//   in the signed playback address; a browser player asks for the first bytes more than once (and
//   again after the address is refreshed), so the view is counted by the first request that inserts
//   the id, from whichever instance serves it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('video_positions')
    .addColumn('video_id', 'integer', (c) => c.notNull())
    .addColumn('viewer_role', 'varchar(8)', (c) => c.notNull())
    .addColumn('viewer_id', 'integer', (c) => c.notNull())
    .addColumn('position_seconds', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_positions_pk', ['video_id', 'viewer_role', 'viewer_id'])
    .execute();
  await db.schema
    .createTable('video_play_ids')
    .addColumn('play_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('video_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('video_play_ids_created_at').on('video_play_ids').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_play_ids').execute();
  await db.schema.dropTable('video_positions').execute();
}
