import { insertedId, isUniqueViolation, type Db } from './index';
import type { IdempotencyKey } from './schema';

/** The idempotency_keys table (server/http/idempotency.ts decides what the rows mean). */
export function idempotencyKeys(db: Db) {
  return {
    /** Takes the key for a call about to run; undefined when a row for it exists already. */
    async claim(values: Omit<IdempotencyKey, 'id' | 'status' | 'response_status' | 'response_body'>): Promise<number | undefined> {
      try {
        return insertedId(
          await db
            .insertInto('idempotency_keys')
            .values({ ...values, status: 'running', response_status: null, response_body: null })
            .executeTakeFirstOrThrow(),
        );
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    async find(lookup: string): Promise<IdempotencyKey | undefined> {
      const row = await db.selectFrom('idempotency_keys').selectAll().where('lookup', '=', lookup).executeTakeFirst();
      return (
        row && {
          ...row,
          id: Number(row.id),
          response_status: row.response_status === null ? null : Number(row.response_status),
          created_at: Number(row.created_at),
          expires_at: Number(row.expires_at),
        }
      );
    },
    /** Keeps the first answer for the key's lifetime. */
    async complete(id: number, status: number, body: string): Promise<void> {
      await db.updateTable('idempotency_keys').set({ status: 'done', response_status: status, response_body: body }).where('id', '=', id).execute();
    },
    /** Lets the key go when its call failed, so a retry runs it afresh. */
    async release(id: number): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('id', '=', id).where('status', '=', 'running').execute();
    },
    /** Drops one stale row (expired, or running long past any call's time) so the key can be claimed anew. */
    async drop(id: number): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('id', '=', id).execute();
    },
    /** Removes every expired key (an indexed range, run as new keys are claimed). */
    async dropExpired(now: number): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).execute();
    },
  };
}
