import { dayNumberSql, insertedId, type Db, type Dialect, type Executor } from '../../db';
import { preparedQuery } from '../../db/prepared';
import type { NewUser, User, UserUpdate } from '../../db/schema';

export function usersRepository(db: Db) {
  const live = () => db.selectFrom('users').where('deleted_at', 'is', null);
  // Every profile and dashboard read asks for it.
  const balance = preparedQuery<{ userId: number }, { balance: string | number }>(db, (arg) =>
    db.selectFrom('users').select('balance').where('id', '=', arg('userId')),
  );
  return {
    findById: (id: number): Promise<User | undefined> => live().selectAll().where('id', '=', id).executeTakeFirst(),
    findByMobile: (mobile: string): Promise<User | undefined> =>
      live().selectAll().where('mobile', '=', mobile).executeTakeFirst(),
    async create(values: NewUser): Promise<number> {
      return insertedId(await db.insertInto('users').values(values).executeTakeFirstOrThrow());
    },
    async update(id: number, values: UserUpdate, trx: Executor = db): Promise<void> {
      await trx.updateTable('users').set(values).where('id', '=', id).execute();
    },
    /**
     * Marks a waiting account verified with the details its registration asked for; false when it was
     * verified already (another registration of the mobile won), so only one verification can apply.
     */
    async markVerified(id: number, details: Pick<UserUpdate, 'name' | 'email' | 'password_hash'> | null, at: number, trx: Executor = db): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ ...details, is_verified: 1, updated_at: at })
        .where('id', '=', id)
        .where('is_verified', '=', 0)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The balance column, which the ledger module keeps equal to the sum of the user's ledger (it alone writes it). */
    async balanceOf(userId: number): Promise<number> {
      return Number((await balance({ userId }))[0]?.balance ?? 0);
    },
    /** Live accounts, or those created at or after `createdSince`. */
    async countLive(createdSince?: number): Promise<number> {
      const row = await live()
        .$if(createdSince !== undefined, (query) => query.where('created_at', '>=', createdSince!))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Live accounts created on each Tehran day from `since`, grouped in SQL; a day without any has no row. */
    registrationsPerDay: (since: number, dialect: Dialect) =>
      live()
        .where('created_at', '>=', since)
        .select([dayNumberSql(dialect, 'created_at').as('day'), (eb) => eb.fn.countAll<number>().as('value')])
        .groupBy('day')
        .execute(),
    /** The gifts the user received, newest first: their ledger credits of kind `gift`, which carry the gift's title. */
    recentGifts: (userId: number, limit: number) =>
      db
        .selectFrom('ledger_entries')
        .select(['description', 'amount', 'created_at'])
        .where('user_id', '=', userId)
        .where('kind', '=', 'gift')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    recentLedger: (userId: number, limit: number) =>
      db
        .selectFrom('ledger_entries')
        .select(['id', 'amount', 'kind', 'description', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
