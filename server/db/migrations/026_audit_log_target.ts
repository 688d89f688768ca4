import type { Kysely } from 'kysely';

// Measured with bench/money.ts (100,000 audit entries by 1,000 admins, SQLite): the log searched by an
// admin's name matched the joined admins' rows, so the page and its count read every entry (60 ms).
// It now names the matching admins' entries by the log's own columns: the actor by audit_log_admin,
// the target by this index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_target').on('audit_log').execute();
}
