import { sql } from 'kysely';
import { insertedId, isUniqueViolation, type Db, type Dialect, type Executor } from '../../db';
import type { Job, JobsTable } from '../../db/schema';
import type { Insertable } from 'kysely';

/** A user the low-balance job texts: verified, not deleted, balance below the minimum. */
export interface LowBalanceUser {
  id: number;
  mobile: string;
  balance: number;
  min_balance: number;
}

export function jobsRepository(db: Db) {
  return {
    findById: (id: number): Promise<Job | undefined> => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst(),
    findActive: (kind: string): Promise<Job | undefined> => db.selectFrom('jobs').selectAll().where('active_key', '=', kind).executeTakeFirst(),
    /** A new job holding its kind's active key; undefined when another job of the kind holds it. */
    async createActive(values: Omit<Insertable<JobsTable>, 'active_key'>): Promise<number | undefined> {
      try {
        return insertedId(
          await db
            .insertInto('jobs')
            .values({ ...values, active_key: values.kind })
            .executeTakeFirstOrThrow(),
        );
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    /** Progress of a job still running; false when it is not (it was ended as dead meanwhile), so its runner stops. */
    async recordProgress(id: number, changes: { total?: number; done?: number; heartbeat_at: number }): Promise<boolean> {
      const result = await db.updateTable('jobs').set(changes).where('id', '=', id).where('status', '=', 'running').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async start(id: number, at: number): Promise<void> {
      await db.updateTable('jobs').set({ status: 'running', started_at: at, heartbeat_at: at }).where('id', '=', id).execute();
    },
    /** Ends a job as done or failed and frees its kind for the next one. */
    async finish(id: number, outcome: { status: 'done' | 'failed'; at: number; error?: string; total?: number }, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('jobs')
        .set({
          status: outcome.status,
          finished_at: outcome.at,
          active_key: null,
          error: outcome.error?.slice(0, 255) ?? null,
          ...(outcome.total !== undefined && { total: outcome.total }),
        })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .execute();
    },
  };
}

export function lowBalanceRepository(db: Db, dialect: Dialect) {
  /** Verified, live users below their minimum who were not texted about it since `notifiedBefore`. */
  const due = (notifiedBefore: number) =>
    db
      .selectFrom('users')
      .leftJoin('low_balance_notices', 'low_balance_notices.user_id', 'users.id')
      .where('users.deleted_at', 'is', null)
      .where('users.is_verified', '=', 1)
      .where(sql<boolean>`users.balance < users.min_balance`)
      .where((eb) => eb.or([eb('low_balance_notices.notified_at', 'is', null), eb('low_balance_notices.notified_at', '<=', notifiedBefore)]));
  return {
    async countDue(notifiedBefore: number): Promise<number> {
      const row = await due(notifiedBefore)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async nextDue(notifiedBefore: number, afterId: number, limit: number): Promise<LowBalanceUser[]> {
      const rows = await due(notifiedBefore)
        .where('users.id', '>', afterId)
        .select(['users.id', 'users.mobile', 'users.balance', 'users.min_balance'])
        .orderBy('users.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: Number(row.id), mobile: row.mobile, balance: Number(row.balance), min_balance: Number(row.min_balance) }));
    },
    /** Records the users as texted at `at`, before their texts go, so a run that dies midway does not text them again. */
    async markNotified(userIds: readonly number[], at: number): Promise<void> {
      if (userIds.length === 0) return;
      const rows = userIds.map((user_id) => ({ user_id, notified_at: at }));
      const insert = db.insertInto('low_balance_notices').values(rows);
      await (
        dialect === 'mysql'
          ? insert.onDuplicateKeyUpdate({ notified_at: at })
          : insert.onConflict((conflict) => conflict.column('user_id').doUpdateSet({ notified_at: at }))
      ).execute();
    },
  };
}
