import type { Clock } from '../../clock';
import { inTransaction, type Db, type Dialect, type Executor } from '../../db';
import type { LedgerEntry } from '../../db/schema';
import { AppError } from '../../errors';
import { ledgerRepository as ledger } from './repository';

/** What moves a balance: PRODUCT.md's gifts, payments, admin adjustments and usage. */
export type LedgerKind = 'gift' | 'payment' | 'adjustment' | 'usage';

export interface BalanceChange {
  userId: number;
  /** Integer Rials, more than zero; a debit takes it off the balance. */
  amount: number;
  kind: LedgerKind;
  /** With kind, names the cause once (a payment's id, a gift and its recipient): a second change for it is a no-op. */
  reference: string;
  description?: string | null;
  /** The admin who made an adjustment. */
  adminId?: number | null;
}

export interface LedgerResult {
  /** The entry the cause wrote: this call's, or for a repeat the first call's. */
  entry: LedgerEntry;
  /** True when the cause had been applied before and this call changed nothing. */
  isRepeat: boolean;
}

export function createLedgerService({ db, dialect, clock }: { db: Db; dialect: Dialect; clock: Clock }) {
  /**
   * Writes the entry and moves the balance by `amount` (negative for a debit) in one transaction, or
   * joins the caller's. Every check comes before the first write, so a refusal writes nothing even in a
   * transaction the caller goes on with.
   */
  async function apply(change: BalanceChange, amount: number, trx: Executor): Promise<LedgerResult> {
    if (!Number.isSafeInteger(change.amount) || change.amount <= 0)
      throw new RangeError(`A ledger amount is a positive whole number of Rials, not ${change.amount}`);
    return inTransaction(trx, async (trx) => {
      const balance = await ledger.lockBalance(change.userId, trx);
      if (balance === undefined) throw new AppError('USER_NOT_FOUND');
      // A repeat is answered before the balance is checked: a debit that emptied the balance, asked
      // again, returns its entry instead of a refusal.
      const earlier = await ledger.findByCause(change.kind, change.reference, trx);
      if (earlier) return { entry: sameCause(earlier, change, amount), isRepeat: true };
      if (amount < 0 && balance + amount < 0) throw new AppError('INSUFFICIENT_BALANCE');
      const { entry, isNew } = await ledger.insertOnce(
        {
          user_id: change.userId,
          amount,
          kind: change.kind,
          reference: change.reference,
          description: change.description ?? null,
          admin_id: change.adminId ?? null,
          created_at: clock.now(),
        },
        trx,
      );
      // Not new: the cause was written by a transaction this one's snapshot began before.
      if (!isNew) return { entry: sameCause(entry, change, amount), isRepeat: true };
      await ledger.addToBalance(change.userId, amount, trx);
      return { entry, isRepeat: false };
    });
  }

  return {
    /** Adds to the user's balance, once per cause; `trx` joins a transaction the caller holds. */
    credit: (change: BalanceChange, trx: Executor = db) => apply(change, change.amount, trx),

    /**
     * Credits `amount` to each of a batch of users, one entry each, in two statements whatever the
     * batch's size: for a caller whose own lock already makes every cause new (a gift's publish holds
     * its draft). A cause written before is a fault the unique index refuses, failing the statement and
     * so the caller's transaction; nothing is skipped silently. The users must exist.
     */
    async creditEach(
      batch: { userIds: number[]; amount: number; kind: LedgerKind; referenceOf: (userId: number) => string; description?: string | null },
      trx: Executor,
    ): Promise<void> {
      if (!Number.isSafeInteger(batch.amount) || batch.amount <= 0)
        throw new RangeError(`A ledger amount is a positive whole number of Rials, not ${batch.amount}`);
      const now = clock.now();
      const entries = batch.userIds.map((userId) => ({
        user_id: userId,
        amount: batch.amount,
        kind: batch.kind,
        reference: batch.referenceOf(userId),
        description: batch.description ?? null,
        admin_id: null,
        created_at: now,
      }));
      await ledger.insertMany(entries, trx);
      await ledger.addToBalances(batch.userIds, batch.amount, trx);
    },

    /**
     * Takes from the user's balance, once per cause. Users hold a prepaid balance, so a debit that
     * would take it below zero is refused (422, INSUFFICIENT_BALANCE), an admin's adjustment included.
     */
    debit: (change: BalanceChange, trx: Executor = db) => apply(change, -change.amount, trx),

    /** The entry a cause wrote, if any (a caller checking an Idempotency-Key it reuses as the reference). */
    entryFor: (kind: LedgerKind, reference: string) => ledger.findByCause(kind, reference, db),

    /** Revenue: what payments credited from `since` on. */
    revenueSince: (since: number) => ledger.paymentsSince(since, db),
    /** Revenue of each Tehran day (a day number) from `since`; a day without any is absent. */
    revenuePerDay: (since: number) => ledger.paymentsPerDay(since, dialect, db),
  };
}

/**
 * The earlier entry of a cause, when it is the same change. One cause asked to move another user's
 * balance or another amount is a fault in the caller that would otherwise be silently swallowed.
 */
function sameCause(earlier: LedgerEntry, change: BalanceChange, amount: number): LedgerEntry {
  if (earlier.user_id !== change.userId || earlier.amount !== amount) {
    throw new Error(`Ledger cause ${change.kind}/${change.reference} was already applied as ${earlier.amount} to user ${earlier.user_id}`);
  }
  return earlier;
}

export type LedgerService = ReturnType<typeof createLedgerService>;
