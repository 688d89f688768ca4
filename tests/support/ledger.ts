import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../server/db';

/** PRODUCT.md's rule for money: every user's balance is the sum of their ledger. Lists the users it fails for. */
export async function expectBalancesMatchLedger(db: Db): Promise<void> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('ledger_entries', 'ledger_entries.user_id', 'users.id')
    .select(['users.id', 'users.balance', sql<string | number | null>`sum(ledger_entries.amount)`.as('ledger')])
    .groupBy(['users.id', 'users.balance'])
    .execute();
  const mismatches = rows
    .map((row) => ({ userId: Number(row.id), balance: Number(row.balance), ledger: Number(row.ledger ?? 0) }))
    .filter((row) => row.balance !== row.ledger);
  expect(mismatches, 'users whose balance is not the sum of their ledger').toEqual([]);
}
