import type { Transaction } from 'kysely';
import { insertedId, type Db } from '../../db';
import type { Database, Session } from '../../db/schema';

type Executor = Db | Transaction<Database>;

export function sessionsRepository(db: Db) {
  return {
    async create(values: Omit<Session, 'id'>, trx: Executor = db): Promise<number> {
      return insertedId(await trx.insertInto('sessions').values(values).executeTakeFirstOrThrow());
    },
    findByTokenHash(tokenHash: string): Promise<Session | undefined> {
      return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    async touch(id: number, at: number): Promise<void> {
      await db.updateTable('sessions').set({ last_used_at: at }).where('id', '=', id).execute();
    },
    async deleteById(id: number, trx: Executor = db): Promise<void> {
      await trx.deleteFrom('sessions').where('id', '=', id).execute();
    },
    async deleteAllOf(role: Session['role'], subjectId: number, options: { exceptId?: number } = {}, trx: Executor = db): Promise<void> {
      let query = trx.deleteFrom('sessions').where('role', '=', role).where('subject_id', '=', subjectId);
      if (options.exceptId !== undefined) query = query.where('id', '!=', options.exceptId);
      await query.execute();
    },
    async endResetWindow(id: number): Promise<void> {
      await db.updateTable('sessions').set({ reset_until: null }).where('id', '=', id).execute();
    },
  };
}
