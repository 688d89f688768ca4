import { dayNumberSql, insertedId, isUniqueViolation, lockedForUpdate, type Dialect, type Executor } from '../../db';
import type { LedgerEntry } from '../../db/schema';

/** Both drivers may hand bigint columns back as strings; the ledger speaks numbers (integer Rials, epoch ms). */
function toEntry(row: LedgerEntry): LedgerEntry {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    amount: Number(row.amount),
    admin_id: row.admin_id === null ? null : Number(row.admin_id),
    created_at: Number(row.created_at),
  };
}

const byCause = (trx: Executor, kind: string, reference: string) =>
  trx.selectFrom('ledger_entries').selectAll().where('kind', '=', kind).where('reference', '=', reference);

/** Money paid in: what payments credited. */
const payments = (executor: Executor) => executor.selectFrom('ledger_entries').where('kind', '=', 'payment').where('amount', '>', 0);

/**
 * The ledger's rows and the balance column they keep in step. Every method runs on the transaction it
 * is given: a ledger row and its balance change are never written apart.
 */
export const ledgerRepository = {
  /**
   * The user's balance, its row locked until the transaction ends, so changes to one balance queue
   * and each checks the balance the one before it left. Undefined when there is no such user.
   */
  async lockBalance(userId: number, trx: Executor): Promise<number | undefined> {
    const row = await lockedForUpdate(trx, trx.selectFrom('users').select('balance').where('id', '=', userId)).executeTakeFirst();
    return row && Number(row.balance);
  },
  /**
   * The entry written for a cause. A plain read: locking a row that does not exist would lock the gap
   * in the unique index instead, and two transactions holding one gap deadlock on their inserts.
   */
  async findByCause(kind: string, reference: string, trx: Executor): Promise<LedgerEntry | undefined> {
    const row = await byCause(trx, kind, reference).executeTakeFirst();
    return row && toEntry(row);
  },
  /**
   * Writes the entry unless its cause has one; then that one comes back instead. The existing row is
   * read with a lock, which sees it even when this transaction's snapshot is older than its commit.
   */
  async insertOnce(values: Omit<LedgerEntry, 'id'>, trx: Executor): Promise<{ entry: LedgerEntry; isNew: boolean }> {
    try {
      const id = insertedId(await trx.insertInto('ledger_entries').values(values).executeTakeFirstOrThrow());
      return { entry: { id, ...values }, isNew: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const row = await lockedForUpdate(trx, byCause(trx, values.kind, values.reference)).executeTakeFirstOrThrow();
      return { entry: toEntry(row), isNew: false };
    }
  },
  /** Writes many entries in one statement; a cause written before fails the statement (the unique index). */
  async insertMany(values: Omit<LedgerEntry, 'id'>[], trx: Executor): Promise<void> {
    if (values.length) await trx.insertInto('ledger_entries').values(values).execute();
  },
  /** Moves each of the users' balances by the same amount, in one statement. */
  async addToBalances(userIds: number[], amount: number, trx: Executor): Promise<void> {
    if (userIds.length === 0) return;
    await trx
      .updateTable('users')
      .set((eb) => ({ balance: eb('balance', '+', amount) }))
      .where('id', 'in', userIds)
      .execute();
  },
  async paymentsSince(since: number, executor: Executor): Promise<number> {
    const row = await payments(executor)
      .where('created_at', '>=', since)
      .select((eb) => eb.fn.sum<number>('amount').as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
  /** Payments credited on each Tehran day from `since`, summed in SQL; a day without any has no row. */
  paymentsPerDay: (since: number, dialect: Dialect, executor: Executor) =>
    payments(executor)
      .where('created_at', '>=', since)
      .select([dayNumberSql(dialect, 'created_at').as('day'), (eb) => eb.fn.sum<number>('amount').as('value')])
      .groupBy('day')
      .execute(),
  async addToBalance(userId: number, amount: number, trx: Executor): Promise<void> {
    await trx
      .updateTable('users')
      .set((eb) => ({ balance: eb('balance', '+', amount) }))
      .where('id', '=', userId)
      .execute();
  },
};
