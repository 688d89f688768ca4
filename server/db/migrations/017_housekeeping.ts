import type { Kysely } from 'kysely';

// What the background housekeeping (server/modules/housekeeping) needs:
// - payments.failure_reason: why a payment failed ('cancelled' on the gateway page, 'unpaid' by the
//   gateway's word, 'expired' when left pending past the gateway's time). An expired payment may
//   still be paid by a late callback, which the others may not.
// - support_messages(attachment_name): the sweep of attachment files no message names asks for
//   hundreds of names at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('failure_reason', 'varchar(16)').execute();
  await db.schema.createIndex('support_messages_attachment_name').on('support_messages').column('attachment_name').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('support_messages_attachment_name').on('support_messages').execute();
  await db.schema.alterTable('payments').dropColumn('failure_reason').execute();
}
