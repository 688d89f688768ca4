import type { Db, Executor } from '../../db';
import type { Verification } from '../../db/schema';

export function verificationsRepository(db: Db) {
  return {
    async create(values: Verification): Promise<void> {
      await db.insertInto('verifications').values(values).execute();
    },
    find: (id: string): Promise<Verification | undefined> => db.selectFrom('verifications').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Counts a wrong try unless the limit was already reached; false when it was. */
    async countWrongTry(id: string, maxAttempts: number): Promise<boolean> {
      const result = await db
        .updateTable('verifications')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Marks the verification used; only the first of two racing requests gets true. */
    async consume(id: string, at: number, trx: Executor = db): Promise<boolean> {
      const result = await trx.updateTable('verifications').set({ consumed_at: at }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Ends every other open registration of a mobile once one of them is verified. */
    async retireOtherRegistrations(destination: string, keepId: string, at: number, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('verifications')
        .set({ consumed_at: at })
        .where('destination', '=', destination)
        .where('purpose', '=', 'register')
        .where('id', '!=', keepId)
        .where('consumed_at', 'is', null)
        .execute();
    },
    async recordResend(
      id: string,
      values: Pick<Verification, 'code_hash' | 'sends_in_window' | 'window_started_at' | 'last_sent_at' | 'expires_at'>,
    ): Promise<void> {
      await db.updateTable('verifications').set(values).where('id', '=', id).execute();
    },
  };
}
