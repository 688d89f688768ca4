import { existsSync } from 'node:fs';
import { CompiledQuery } from 'kysely';
import { describe, expect } from 'vitest';
import { refreshPlannerStatistics } from '../../server/db/planner-statistics';
import { paymentsRepository } from '../../server/modules/payments/repository';
import { paymentListQuery } from '../../shared/contracts/payments.schemas';
import { eventLoopTurnsDuring } from '../support/event-loop';
import { recordingStatements } from '../support/recorded-statements';
import { apiTest, dialects, uniqueMobile, type TestApi } from '../support/test-api';

/** `count` payments after those there are, by 50 payers, seven paid in ten, their amounts spread over 500 steps, one a minute. */
async function insertPayments(api: TestApi, count: number) {
  const now = api.clock.now();
  const { rows } = await api.services.db.executeQuery<{ n: number }>(CompiledQuery.raw('select count(*) as n from payments'));
  const before = Number(rows[0]!.n);
  const mobiles = Array.from({ length: 50 }, () => uniqueMobile());
  await api.services.db
    .insertInto('users')
    .values(
      mobiles.map((mobile) => ({
        name: 'پرداخت‌کننده',
        mobile,
        password_hash: 'scrypt$disabled',
        is_verified: 1,
        min_balance: 0,
        created_at: now,
        updated_at: now,
        search_text: '',
      })),
    )
    .execute();
  const payers = await api.services.db.selectFrom('users').select('id').where('mobile', 'in', mobiles).execute();
  for (let from = 0; from < count; from += 500) {
    const batch = Array.from({ length: Math.min(500, count - from) }, (_, index) => {
      const j = before + from + index;
      return {
        user_id: payers[j % payers.length]!.id,
        amount: 10_000 * (1 + ((j * 31) % 500)),
        status: j % 10 < 7 ? ('paid' as const) : ('failed' as const),
        gateway: 'sandbox' as const,
        authority: `planned-${j}`,
        kind: 'top_up' as const,
        search_text: '',
        created_at: now - j * 60_000,
        updated_at: now,
      };
    });
    await api.services.db.insertInto('payments').values(batch).execute();
  }
}

/** The plan SQLite makes for the page statement of the payments list: the one with the page's offset. */
async function pagePlan(api: TestApi, query: Record<string, string>): Promise<string[]> {
  const { db, statements } = recordingStatements(api.services.db);
  await paymentsRepository(db).list(paymentListQuery.parse(query));
  const page = statements.find((statement) => / offset /.test(statement.sql))!;
  const { rows } = await api.services.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${page.sql}`, [...page.parameters]));
  return rows.map((row) => row.detail);
}

const FAILED_IN_AN_AMOUNT_RANGE_BY_DATE = { status: 'failed', amount_min: '100000', amount_max: '2000000', sort: 'created_at:desc' };
const NEVER_ABORTED = new AbortController().signal;

describe.each(dialects)('the query planner’s statistics on %s', (dialect) => {
  const it = apiTest(dialect);

  it.runIf(dialect === 'sqlite')(
    'once the payments reach 1,000 the housekeeping gives SQLite statistics, and the list of one status in an amount range walks the date index instead of sorting every match',
    async ({ api }) => {
      await insertPayments(api, 1_000);
      expect(await pagePlan(api, FAILED_IN_AN_AMOUNT_RANGE_BY_DATE)).toContain('USE TEMP B-TREE FOR ORDER BY');

      expect(await api.services.housekeeping.runDue()).toMatchObject({ 'database.planner-statistics': 1 });
      expect(await pagePlan(api, FAILED_IN_AN_AMOUNT_RANGE_BY_DATE)).toEqual([
        'SEARCH payments USING INDEX payments_status_created_at (status=?)',
        expect.any(String),
      ]);
    },
  );

  it.runIf(dialect === 'sqlite')('they are made again only once a table has doubled', async ({ api }) => {
    await insertPayments(api, 999);
    expect(await refreshPlannerStatistics(api.services.db, NEVER_ABORTED)).toBe(0);
    await insertPayments(api, 1);
    expect(await refreshPlannerStatistics(api.services.db, NEVER_ABORTED)).toBe(1);
    await insertPayments(api, 998);
    expect(await refreshPlannerStatistics(api.services.db, NEVER_ABORTED)).toBe(0);
    await insertPayments(api, 2);
    expect(await refreshPlannerStatistics(api.services.db, NEVER_ABORTED)).toBe(1);
  });

  it.runIf(dialect === 'sqlite')(
    'they are made on a copy in another thread: the server answers while the copy is analysed, and no copy is left',
    async ({ api }) => {
      await insertPayments(api, 1_000);
      const copy = `${api.env.DATABASE_URL.replace(/^file:/, '')}-statistics`;
      let made = 0;
      // Turns taken while ANALYZE writes the copy's statistics (its rollback journal is there only
      // then): none if the copy were analysed on this thread.
      const turns = await eventLoopTurnsDuring(
        async () => (made = await refreshPlannerStatistics(api.services.db, NEVER_ABORTED)),
        () => existsSync(`${copy}-journal`),
      );
      expect(made).toBe(1);
      expect(turns).toBeGreaterThan(0);
      expect(existsSync(copy)).toBe(false);
    },
  );

  it.runIf(dialect === 'mysql')('MySQL keeps its own: nothing is made', async ({ api }) => {
    await insertPayments(api, 1_000);
    expect(await refreshPlannerStatistics(api.services.db, NEVER_ABORTED)).toBe(0);
  });
});
