import { Migrator } from 'kysely';
import { describe, expect, it as plainIt } from 'vitest';
import { inTransaction, migrations } from '../../server/db';
import { AppError } from '../../server/errors';
import { messageIn } from '../../server/i18n/messages';
import type { BalanceChange } from '../../server/modules/ledger/service';
import { expectBalancesMatchLedger } from '../support/ledger';
import { apiTest, dialects, openEmptyDatabase, PERSIAN_LETTERS, registerVerifiedUser, type TestApi } from '../support/test-api';

/** A verified user and what the balance reads through the API: the profile the user sees. */
async function signedInUser(api: TestApi) {
  const { token, user } = await registerVerifiedUser(api);
  const balance = async () => {
    const response = await api.request('GET', '/user/profile', { token });
    expect(response.status, response.text).toBe(200);
    return response.body.data.user.balance as number;
  };
  return { userId: user.id, balance };
}

const entriesOf = (api: TestApi, userId: number) =>
  api.services.db.selectFrom('ledger_entries').select(['amount', 'kind', 'reference']).where('user_id', '=', userId).orderBy('id').execute();

/** The rejection a promise ends in, or a failure when it fulfils. */
async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(AppError);
  return outcome as AppError;
}

describe.each(dialects)('the ledger on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('credits and debits', () => {
    it('a credit writes one ledger entry and raises the balance by its amount', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      const { entry, isRepeat } = await api.services.ledger.credit({ userId, amount: 250_000, kind: 'payment', reference: 'pay-1', description: 'شارژ' });

      expect(isRepeat).toBe(false);
      expect(entry).toMatchObject({
        user_id: userId,
        amount: 250_000,
        kind: 'payment',
        reference: 'pay-1',
        description: 'شارژ',
        admin_id: null,
        created_at: api.clock.now(),
      });
      expect(await balance()).toBe(250_000);
      expect(await entriesOf(api, userId)).toEqual([{ amount: 250_000, kind: 'payment', reference: 'pay-1' }]);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a batch credit gives each user one entry and raises each balance by the amount', async ({ api }) => {
      const [first, second] = [await signedInUser(api), await signedInUser(api)];
      await inTransaction(api.services.db, (trx) =>
        api.services.ledger.creditEach(
          { userIds: [first.userId, second.userId], amount: 30_000, kind: 'gift', referenceOf: (userId) => `batch-1:${userId}` },
          trx,
        ),
      );

      expect([await first.balance(), await second.balance()]).toEqual([30_000, 30_000]);
      expect(await entriesOf(api, second.userId)).toEqual([{ amount: 30_000, kind: 'gift', reference: `batch-1:${second.userId}` }]);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a batch credit naming a cause written before fails whole: no balance moves', async ({ api }) => {
      const [first, second] = [await signedInUser(api), await signedInUser(api)];
      await api.services.ledger.credit({ userId: second.userId, amount: 30_000, kind: 'gift', reference: `batch-2:${second.userId}` });
      const batch = inTransaction(api.services.db, (trx) =>
        api.services.ledger.creditEach(
          { userIds: [first.userId, second.userId], amount: 30_000, kind: 'gift', referenceOf: (userId) => `batch-2:${userId}` },
          trx,
        ),
      );

      await expect(batch).rejects.toThrow();
      expect([await first.balance(), await second.balance()]).toEqual([0, 30_000]);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a credit repeated with the same kind and reference changes nothing and returns the first entry', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      const change: BalanceChange = { userId, amount: 70_000, kind: 'gift', reference: 'gift-3:user' };
      const first = await api.services.ledger.credit(change);
      api.advanceMinutes(5);
      const again = await api.services.ledger.credit(change);

      expect(again).toEqual({ entry: first.entry, isRepeat: true });
      expect(await balance()).toBe(70_000);
      expect(await entriesOf(api, userId)).toHaveLength(1);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('two credits with the same reference at once write one entry, change the balance once and both return that entry', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      const change: BalanceChange = { userId, amount: 40_000, kind: 'payment', reference: 'pay-twice' };
      const results = await Promise.all([api.services.ledger.credit(change), api.services.ledger.credit(change)]);

      expect(results[1]!.entry).toEqual(results[0]!.entry);
      expect(results.map((result) => result.isRepeat).sort()).toEqual([false, true]);
      expect(await balance()).toBe(40_000);
      expect(await entriesOf(api, userId)).toHaveLength(1);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('credits for different causes at once all count', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      const other = await signedInUser(api);
      await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          api.services.ledger.credit({ userId: index % 2 ? userId : other.userId, amount: 1_000 * (index + 1), kind: 'gift', reference: `gift-${index}` }),
        ),
      );

      expect(await balance()).toBe(2_000 + 4_000 + 6_000);
      expect(await other.balance()).toBe(1_000 + 3_000 + 5_000);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a debit within the balance lowers it', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      await api.services.ledger.credit({ userId, amount: 100_000, kind: 'payment', reference: 'pay-1' });
      const { entry } = await api.services.ledger.debit({ userId, amount: 30_000, kind: 'usage', reference: 'meeting-9' });

      expect(entry.amount).toBe(-30_000);
      expect(await balance()).toBe(70_000);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a debit that would take the balance below zero is refused in Persian with INSUFFICIENT_BALANCE and writes nothing', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      await api.services.ledger.credit({ userId, amount: 10_000, kind: 'payment', reference: 'pay-1' });
      const refusal = await refusalOf(api.services.ledger.debit({ userId, amount: 10_001, kind: 'usage', reference: 'meeting-1' }));

      expect(refusal.status).toBe(422);
      expect(refusal.code).toBe('INSUFFICIENT_BALANCE');
      expect(messageIn('fa', refusal.code)).toMatch(PERSIAN_LETTERS);
      expect(await balance()).toBe(10_000);
      expect(await entriesOf(api, userId)).toHaveLength(1);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('debits at once never spend more than the balance', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      await api.services.ledger.credit({ userId, amount: 100_000, kind: 'payment', reference: 'pay-1' });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 4 }, (_, index) => api.services.ledger.debit({ userId, amount: 40_000, kind: 'usage', reference: `meeting-${index}` })),
      );

      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
      expect(await balance()).toBe(20_000);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a debit repeated after it emptied the balance returns its entry instead of a refusal', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      await api.services.ledger.credit({ userId, amount: 5_000, kind: 'payment', reference: 'pay-1' });
      const change: BalanceChange = { userId, amount: 5_000, kind: 'usage', reference: 'meeting-1' };
      const first = await api.services.ledger.debit(change);

      expect(await api.services.ledger.debit(change)).toEqual({ entry: first.entry, isRepeat: true });
      expect(await balance()).toBe(0);
    });

    it('an admin adjustment names the admin, and may not take the balance below zero either', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      await api.services.ledger.credit({ userId, amount: 10_000, kind: 'payment', reference: 'pay-1' });
      const { entry } = await api.services.ledger.debit({ userId, amount: 4_000, kind: 'adjustment', reference: 'fix-1', adminId: 1 });
      expect(entry).toMatchObject({ amount: -4_000, admin_id: 1 });

      await expect(api.services.ledger.debit({ userId, amount: 15_000, kind: 'adjustment', reference: 'fix-2', adminId: 1 })).rejects.toMatchObject({
        code: 'INSUFFICIENT_BALANCE',
      });
      expect(await balance()).toBe(6_000);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a cause already applied with another amount is an error, not a silent repeat', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      await api.services.ledger.credit({ userId, amount: 1_000, kind: 'payment', reference: 'pay-1' });

      await expect(api.services.ledger.credit({ userId, amount: 2_000, kind: 'payment', reference: 'pay-1' })).rejects.toThrow(/already applied/);
      expect(await balance()).toBe(1_000);
    });

    it('a change for a user that does not exist is refused as not found', async ({ api }) => {
      const refusal = await refusalOf(api.services.ledger.credit({ userId: 999_999, amount: 1_000, kind: 'gift', reference: 'nobody' }));
      expect(refusal.status).toBe(404);
      expect(refusal.code).toBe('USER_NOT_FOUND');
      expect(await api.services.db.selectFrom('ledger_entries').select('id').execute()).toEqual([]);
    });
  });

  describe.concurrent('inside a caller’s transaction', () => {
    it('credits in a transaction that then fails leave no entry and no balance change', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      const failure = new Error('the caller failed after crediting');
      const outcome = inTransaction(api.services.db, async (trx) => {
        await api.services.ledger.credit({ userId, amount: 9_000, kind: 'gift', reference: 'gift-1' }, trx);
        await api.services.ledger.credit({ userId, amount: 1_000, kind: 'gift', reference: 'gift-2' }, trx);
        throw failure;
      });

      await expect(outcome).rejects.toBe(failure);
      expect(await balance()).toBe(0);
      expect(await entriesOf(api, userId)).toEqual([]);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('credits in a transaction that succeeds count once it commits', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      await inTransaction(api.services.db, async (trx) => {
        await api.services.ledger.credit({ userId, amount: 9_000, kind: 'gift', reference: 'gift-1' }, trx);
        await api.services.ledger.credit({ userId, amount: 9_000, kind: 'gift', reference: 'gift-1' }, trx);
        await api.services.ledger.credit({ userId, amount: 1_000, kind: 'gift', reference: 'gift-2' }, trx);
      });

      expect(await balance()).toBe(10_000);
      await expectBalancesMatchLedger(api.services.db);
    });

    // SQLite runs one transaction at a time, so no other can commit while the caller's is open.
    it.skipIf(dialect === 'sqlite')('a cause committed after the caller’s transaction began is found, not written twice', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      const change: BalanceChange = { userId, amount: 4_000, kind: 'payment', reference: 'pay-late' };
      const [first, late] = await inTransaction(api.services.db, async (trx) => {
        // The transaction's first plain read fixes the snapshot its later plain reads see.
        await trx.selectFrom('users').select('id').execute();
        const committedMeanwhile = await api.services.ledger.credit(change);
        return [committedMeanwhile, await api.services.ledger.credit(change, trx)];
      });

      expect(late).toEqual({ entry: first.entry, isRepeat: true });
      expect(await balance()).toBe(4_000);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a refused debit writes nothing even when the caller carries on and commits', async ({ api }) => {
      const { userId, balance } = await signedInUser(api);
      await inTransaction(api.services.db, async (trx) => {
        await api.services.ledger.credit({ userId, amount: 3_000, kind: 'gift', reference: 'gift-1' }, trx);
        await refusalOf(api.services.ledger.debit({ userId, amount: 8_000, kind: 'usage', reference: 'meeting-1' }, trx));
      });

      expect(await balance()).toBe(3_000);
      expect(await entriesOf(api, userId)).toEqual([{ amount: 3_000, kind: 'gift', reference: 'gift-1' }]);
      await expectBalancesMatchLedger(api.services.db);
    });
  });
});

describe.each(dialects)('migration 004 on %s', (dialect) => {
  plainIt('fills each user’s new balance with the sum of the ledger written before it', async () => {
    const { db, close } = await openEmptyDatabase(dialect);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('003_verification_details')).error).toBeUndefined();
      const user = { email: null, password_hash: 'x', is_verified: 1, min_balance: 0, created_at: 1, updated_at: 1, deleted_at: null };
      const ids: number[] = [];
      for (const mobile of ['09120000001', '09120000002', '09120000003']) {
        ids.push(
          Number(
            (
              await db
                .insertInto('users')
                .values({ ...user, name: 'کاربر', mobile })
                .executeTakeFirstOrThrow()
            ).insertId,
          ),
        );
      }
      const entries = [
        { user_id: ids[0]!, amount: 100_000, reference: 'a' },
        { user_id: ids[0]!, amount: -30_000, reference: 'b' },
        { user_id: ids[1]!, amount: 5_000, reference: 'c' },
      ];
      // Without admin_id: migration 004 adds it.
      await db
        .insertInto('ledger_entries')
        .values(entries.map((entry) => ({ ...entry, kind: 'payment', description: null, created_at: 1 })))
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const balances = await db.selectFrom('users').select(['id', 'balance']).orderBy('id').execute();
      expect(balances.map((row) => Number(row.balance))).toEqual([70_000, 5_000, 0]);
      await expectBalancesMatchLedger(db);
    } finally {
      await close();
    }
  });
});
