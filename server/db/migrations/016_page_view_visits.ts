import type { Kysely } from 'kysely';

// A visitor's repeat views of one page within a few minutes count once. `visit_key` names the
// visitor (the user, or the anonymised address with the browser), the path and the five-minute slot,
// hashed; the unique index refuses a second row with the same key, so the rule holds across
// instances without any of them remembering visitors. Video plays (and rows from before) have none:
// a unique index lets any number of NULLs through.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('page_views').addColumn('visit_key', 'varchar(32)').execute();
  await db.schema.createIndex('page_views_visit_key').on('page_views').column('visit_key').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('page_views_visit_key').on('page_views').execute();
  await db.schema.alterTable('page_views').dropColumn('visit_key').execute();
}
