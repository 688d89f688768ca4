import { type Kysely } from 'kysely';

// An admin's session as a user lives only while the admin session it was opened from does (and while
// that admin may still impersonate): the user session names it here, and the signed-in read joins it.
// A session opened before this column names none and so ends at its next use, an hour at most early.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('opener_session_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('opener_session_id').execute();
}
