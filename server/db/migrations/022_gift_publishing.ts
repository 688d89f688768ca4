import { sql, type Kysely } from 'kysely';

// A gift to every user (or to those below their minimum) is credited in batches, each its own short
// transaction, instead of one transaction holding every recipient's row lock until the last of
// 200,000 is written. While it runs the gift is `publishing` and these columns make the run durable,
// so any instance can resume it after a crash:
// - audience_cutoff_id: the highest user id when publishing began; a user who registers later is
//   not in the audience, so the audience cannot grow under the run.
// - credited_through_id: the last user id a committed batch reached (keyset order); it moves in the
//   same transaction as that batch's credits, so a replayed batch starts after it.
// - target_count: the audience's size when publishing began, the "of" in the screen's progress.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gifts').addColumn('audience_cutoff_id', 'bigint').execute();
  await db.schema
    .alterTable('gifts')
    .addColumn('credited_through_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('gifts')
    .addColumn('target_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Gifts published before the runs existed: their audience was all credited at once.
  await sql`UPDATE gifts SET target_count = recipients_count WHERE status = 'published'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gifts').dropColumn('target_count').execute();
  await db.schema.alterTable('gifts').dropColumn('credited_through_id').execute();
  await db.schema.alterTable('gifts').dropColumn('audience_cutoff_id').execute();
}
