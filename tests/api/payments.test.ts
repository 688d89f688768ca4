import { Migrator } from 'kysely';
import { describe, expect, it as plainIt } from 'vitest';
import { migrations } from '../../server/db';
import { MIN_TOP_UP_RIALS } from '../../shared/money';
import { EXPIRE_BATCH_ROWS } from '../../server/modules/payments/service';
import { eventLoopTurnsDuring } from '../support/event-loop';
import { expectBalancesMatchLedger } from '../support/ledger';
import {
  adminToken,
  apiTest,
  dialects,
  expectErrorEnvelope,
  openEmptyDatabase,
  PERSIAN_LETTERS,
  registerVerifiedUser,
  type TestApi,
} from '../support/test-api';

async function payer(api: TestApi, overrides: { name?: string; mobile?: string } = {}) {
  const { token, user, mobile } = await registerVerifiedUser(api, overrides);
  const balance = async () => {
    const response = await api.request('GET', '/user/profile', { token });
    expect(response.status, response.text).toBe(200);
    return response.body.data.user.balance as number;
  };
  return { token, userId: user.id, mobile, balance };
}

/** Asks for a top-up; answers the payment and the sandbox authority its gateway page names. */
async function topUp(api: TestApi, token: string, amount: number) {
  const response = await api.request('POST', '/user/payments', { token, body: { amount } });
  expect(response.status, response.text).toBe(201);
  const { payment_id: paymentId, gateway_url: gatewayUrl } = response.body.data as { payment_id: number; gateway_url: string };
  const authority = gatewayUrl.split('/').pop()!;
  return { paymentId, gatewayUrl, authority };
}

/** What the sandbox page's buttons do: the choice, then the callback the browser is sent to. */
async function choose(api: TestApi, authority: string, decision: 'pay' | 'cancel') {
  const response = await api.request('POST', `/payments/sandbox/${authority}`, { body: { decision } });
  expect(response.status, response.text).toBe(200);
  const url = new URL(response.body.data.redirect_url as string);
  return `${url.pathname}${url.search}`;
}

async function callback(api: TestApi, path: string) {
  const response = await api.request('GET', path);
  expect(response.status, response.text).toBe(303);
  return response.headers.get('location');
}

const paymentRow = (api: TestApi, id: number) => api.services.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const paymentEntries = (api: TestApi, userId: number) =>
  api.services.db.selectFrom('ledger_entries').select(['amount', 'kind', 'reference']).where('user_id', '=', userId).execute();

describe.each(dialects)('payments on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('top-ups through the sandbox gateway', () => {
    it('a top-up is stored as a kind, not as Persian text, and the user’s and admin’s lists answer the kind', async ({ api }) => {
      const user = await payer(api);
      const { paymentId } = await topUp(api, user.token, 250_000);
      expect(await paymentRow(api, paymentId)).toMatchObject({ kind: 'top_up', description: null });
      const own = await api.request('GET', '/user/payments/list', { token: user.token });
      expect(own.body.data.items[0]).toMatchObject({ id: paymentId, kind: 'top_up' });
      const list = await api.request('GET', `/admin/payments/list?user_id=${user.userId}`, { token: await adminToken(api) });
      expect(list.body.data.items[0]).toMatchObject({ id: paymentId, kind: 'top_up', description: null });
    });

    it('the gateway names the top-up in the payer’s language', async ({ api }) => {
      const user = await payer(api);
      const english = await api.request('POST', '/user/payments', { token: user.token, body: { amount: 250_000 }, headers: { 'accept-language': 'en' } });
      const authority = (english.body.data.gateway_url as string).split('/').pop()!;
      expect((await api.request('GET', `/payments/sandbox/${authority}`)).body.data.description).toBe('Balance top-up');
      const { authority: persian } = await topUp(api, user.token, 250_000);
      expect((await api.request('GET', `/payments/sandbox/${persian}`)).body.data.description).toBe('شارژ حساب');
    });

    it('a paid top-up’s ledger entry carries the payment’s kind and no Persian text', async ({ api }) => {
      const user = await payer(api);
      const { authority } = await topUp(api, user.token, 250_000);
      await callback(api, await choose(api, authority, 'pay'));
      const entries = await api.services.db.selectFrom('ledger_entries').select(['kind', 'description']).where('user_id', '=', user.userId).execute();
      expect(entries).toEqual([{ kind: 'payment', description: null }]);
    });

    it('a user who pays on the sandbox page is credited the amount once and sent back to the wallet', async ({ api }) => {
      const user = await payer(api);
      const { paymentId, gatewayUrl, authority } = await topUp(api, user.token, 250_000);
      expect(gatewayUrl).toBe(`/gateway/sandbox/${authority}`);
      const page = await api.request('GET', `/payments/sandbox/${authority}`);
      expect(page.body.data).toMatchObject({ amount: 250_000, status: 'pending' });

      const location = await callback(api, await choose(api, authority, 'pay'));

      expect(location).toBe(`/p/wallet?payment=${paymentId}`);
      expect(await user.balance()).toBe(250_000);
      expect(await paymentEntries(api, user.userId)).toEqual([{ amount: 250_000, kind: 'payment', reference: `payment:${paymentId}` }]);
      const row = await paymentRow(api, paymentId);
      expect(row).toMatchObject({ status: 'paid', gateway: 'sandbox', authority });
      expect(row.gateway_reference).toMatch(/^\d+$/);
      expect(Number(row.paid_at)).toBe(api.clock.now());
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a replayed callback changes nothing: the payment is credited once', async ({ api }) => {
      const user = await payer(api);
      const { paymentId, authority } = await topUp(api, user.token, 100_000);
      const path = await choose(api, authority, 'pay');
      await callback(api, path);
      api.advanceMinutes(3);

      expect(await callback(api, path)).toBe(`/p/wallet?payment=${paymentId}`);
      expect(await callback(api, path.replace('Status=OK', 'Status=NOK'))).toBe(`/p/wallet?payment=${paymentId}`);

      expect(await user.balance()).toBe(100_000);
      expect((await paymentRow(api, paymentId)).status).toBe('paid');
      await expectBalancesMatchLedger(api.services.db);
    });

    it('twenty callbacks of one payment at once credit it once', async ({ api }) => {
      const user = await payer(api);
      const { authority } = await topUp(api, user.token, 300_000);
      const path = await choose(api, authority, 'pay');

      const answers = await Promise.all(Array.from({ length: 20 }, () => api.request('GET', path)));

      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(303));
      expect(await user.balance()).toBe(300_000);
      expect(await paymentEntries(api, user.userId)).toHaveLength(1);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a callback naming an authority no payment has is a 404 and credits nobody', async ({ api }) => {
      const user = await payer(api);
      const { authority } = await topUp(api, user.token, 100_000);
      await choose(api, authority, 'pay');

      const forged = await api.request('GET', `/payments/callback/sandbox?Authority=S${'0'.repeat(32)}&Status=OK`);
      const otherGateway = await api.request('GET', `/payments/callback/zarinpal?Authority=${authority}&Status=OK`);

      for (const response of [forged, otherGateway]) {
        expect(response.status, response.text).toBe(404);
        expectErrorEnvelope(response);
        expect(response.body.data.code).toBe('PAYMENT_NOT_FOUND');
      }
      expect(await user.balance()).toBe(0);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a callback saying OK before the payer paid fails the payment, and a later payment of it is not credited', async ({ api }) => {
      const user = await payer(api);
      const { paymentId, authority } = await topUp(api, user.token, 100_000);

      await callback(api, `/api/v1/payments/callback/sandbox?Authority=${authority}&Status=OK`);
      expect((await paymentRow(api, paymentId)).status).toBe('failed');
      await callback(api, await choose(api, authority, 'pay'));

      expect(await user.balance()).toBe(0);
      expect((await paymentRow(api, paymentId)).status).toBe('failed');
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a payment the gateway took for another amount than asked is refused: failed, nothing credited', async ({ api }) => {
      const user = await payer(api);
      const { paymentId, authority } = await topUp(api, user.token, 500_000);
      await api.services.db.updateTable('sandbox_transactions').set({ amount: 50_000 }).where('authority', '=', authority).execute();

      await callback(api, await choose(api, authority, 'pay'));

      expect(await user.balance()).toBe(0);
      expect((await paymentRow(api, paymentId)).status).toBe('failed');
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a payer who cancels on the gateway page has a failed payment and no credit', async ({ api }) => {
      const user = await payer(api);
      const { paymentId, authority } = await topUp(api, user.token, 100_000);

      const path = await choose(api, authority, 'cancel');
      expect(path).toContain('Status=NOK');
      expect(await callback(api, path)).toBe(`/p/wallet?payment=${paymentId}`);

      expect((await paymentRow(api, paymentId)).status).toBe('failed');
      expect(await user.balance()).toBe(0);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('the sandbox page takes one choice: paying after cancelling credits nothing', async ({ api }) => {
      const user = await payer(api);
      const { authority } = await topUp(api, user.token, 100_000);
      await choose(api, authority, 'cancel');

      const path = await choose(api, authority, 'pay');

      expect(path).toContain('Status=NOK');
      await callback(api, path);
      expect(await user.balance()).toBe(0);
    });

    it('the admin dashboard counts a paid top-up as revenue', async ({ api }) => {
      const user = await payer(api);
      const { authority } = await topUp(api, user.token, 400_000);
      await callback(api, await choose(api, authority, 'pay'));

      const response = await api.request('GET', '/admin/dashboard', { token: await adminToken(api, { permissions: ['payments.view'] }) });

      expect(response.status, response.text).toBe(200);
      expect(response.body.data.counts).toMatchObject({ revenue_today: 400_000, revenue_month: 400_000 });
      const series = response.body.data.series.revenue as { value: number }[];
      expect(series.reduce((sum, day) => sum + day.value, 0)).toBe(400_000);
    });
  });

  describe.concurrent('top-ups abandoned at the gateway', () => {
    it('a top-up still pending an hour after it started is failed as expired by the housekeeping, and a younger one waits', async ({ api }) => {
      const user = await payer(api);
      const abandoned = await topUp(api, user.token, 100_000);
      api.advanceMinutes(30);
      const recent = await topUp(api, user.token, 100_000);
      api.advanceMinutes(31);
      await api.services.housekeeping.runDue();
      expect(await paymentRow(api, abandoned.paymentId)).toMatchObject({ status: 'failed', failure_reason: 'expired', updated_at: api.clock.now() });
      expect(await paymentRow(api, recent.paymentId)).toMatchObject({ status: 'pending', failure_reason: null });
    });

    it('a callback that comes after its payment expired still credits it, once, when the gateway says it was paid', async ({ api }) => {
      const user = await payer(api);
      const { paymentId, authority } = await topUp(api, user.token, 100_000);
      api.advanceMinutes(61);
      await api.services.housekeeping.runDue();
      expect((await paymentRow(api, paymentId)).status).toBe('failed');

      const path = await choose(api, authority, 'pay');
      expect(await callback(api, path)).toBe(`/p/wallet?payment=${paymentId}`);
      await callback(api, path);
      expect(await user.balance()).toBe(100_000);
      expect(await paymentEntries(api, user.userId)).toEqual([{ amount: 100_000, kind: 'payment', reference: `payment:${paymentId}` }]);
      expect(await paymentRow(api, paymentId)).toMatchObject({ status: 'paid', failure_reason: null });
      await expectBalancesMatchLedger(api.services.db);
    });

    it('callbacks arriving while the housekeeping expires their payment credit it once', async ({ api }) => {
      const user = await payer(api);
      const { paymentId, authority } = await topUp(api, user.token, 100_000);
      const path = await choose(api, authority, 'pay');
      api.advanceMinutes(61);
      await Promise.all([api.services.housekeeping.runDue(), callback(api, path), callback(api, path), callback(api, path)]);
      expect(await user.balance()).toBe(100_000);
      expect(await paymentRow(api, paymentId)).toMatchObject({ status: 'paid', failure_reason: null });
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a late cancel, or a late OK the gateway does not confirm, leaves an expired payment failed and credits nothing', async ({ api }) => {
      const user = await payer(api);
      const cancelled = await topUp(api, user.token, 100_000);
      const unconfirmed = await topUp(api, user.token, 100_000);
      api.advanceMinutes(61);
      await api.services.housekeeping.runDue();
      await callback(api, await choose(api, cancelled.authority, 'cancel'));
      await callback(api, `/payments/callback/sandbox?Authority=${unconfirmed.authority}&Status=OK`);
      expect((await paymentRow(api, cancelled.paymentId)).status).toBe('failed');
      expect((await paymentRow(api, unconfirmed.paymentId)).status).toBe('failed');
      expect(await user.balance()).toBe(0);
    });

    it('a crowd of abandoned top-ups is expired in short batches, the server answering between them', async ({ api }) => {
      const user = await payer(api);
      const startedAt = api.clock.now();
      const abandoned = 2 * EXPIRE_BATCH_ROWS + 1;
      for (let from = 0; from < abandoned; from += 500) {
        const rows = Array.from({ length: Math.min(500, abandoned - from) }, (_, index) => ({
          user_id: user.userId,
          amount: 100_000,
          status: 'pending' as const,
          gateway: 'sandbox' as const,
          authority: `crowd-${from + index}`,
          kind: 'top_up' as const,
          search_text: '',
          created_at: startedAt,
          updated_at: startedAt,
        }));
        await api.services.db.insertInto('payments').values(rows).execute();
      }
      api.advanceMinutes(61);

      const turns = await eventLoopTurnsDuring(() => api.services.payments.expireAbandoned(new AbortController().signal));
      const pending = await api.services.db.selectFrom('payments').select('id').where('status', '=', 'pending').execute();
      expect(pending).toEqual([]);
      expect(turns).toBeGreaterThanOrEqual(2);
    });

    it('a paid or cancelled payment is never expired', async ({ api }) => {
      const user = await payer(api);
      const paid = await topUp(api, user.token, 100_000);
      await callback(api, await choose(api, paid.authority, 'pay'));
      const cancelled = await topUp(api, user.token, 100_000);
      await callback(api, await choose(api, cancelled.authority, 'cancel'));
      api.advanceMinutes(61);
      await api.services.housekeeping.runDue();
      expect(await paymentRow(api, paid.paymentId)).toMatchObject({ status: 'paid', failure_reason: null });
      expect(await paymentRow(api, cancelled.paymentId)).toMatchObject({ status: 'failed', failure_reason: 'cancelled' });
    });
  });

  describe.concurrent('what a top-up accepts', () => {
    it.for([0, -1, 1.5, 1e20, '1e3', '100000', MIN_TOP_UP_RIALS - 1, null])('an amount of %s is refused in Persian', async (amount, { api }) => {
      const user = await payer(api);
      const response = await api.request('POST', '/user/payments', { token: user.token, body: { amount } });
      expect(response.status, response.text).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors!.join(' ')).toMatch(PERSIAN_LETTERS);
      expect(await api.services.db.selectFrom('payments').select('id').execute()).toEqual([]);
    });

    it('the smallest amount says its bound in Persian digits', async ({ api }) => {
      const user = await payer(api);
      const response = await api.request('POST', '/user/payments', { token: user.token, body: { amount: 9_999 } });
      expect(response.body.errors).toEqual(['مبلغ باید دست‌کم ۱۰۰۰۰ ریال باشد.']);
    });

    it('a visitor who is not signed in cannot top up', async ({ api }) => {
      const response = await api.request('POST', '/user/payments', { body: { amount: 100_000 } });
      expect(response.status).toBe(401);
    });

    it('a session an admin opened as the user cannot top up', async ({ api }) => {
      const user = await payer(api);
      const opened = await api.request('GET', `/admin/users/login_using_id/${user.userId}`, { token: await adminToken(api) });
      const response = await api.request('POST', '/user/payments', { token: opened.body.token, body: { amount: 100_000 } });
      expect(response.status, response.text).toBe(403);
      expect(response.body.data.code).toBe('IMPERSONATION_READ_ONLY');
    });
  });

  describe.concurrent('payment lists', () => {
    /** Three payers' payments on three Tehran days: paid, failed and pending, of different amounts. */
    async function seed(api: TestApi) {
      const ali = await payer(api, { name: 'علی رضایی' });
      const sara = await payer(api, { name: 'سارا کریمی' });
      const first = await topUp(api, ali.token, 100_000);
      await callback(api, await choose(api, first.authority, 'pay'));
      api.advanceHours(24);
      const second = await topUp(api, sara.token, 2_000_000);
      await callback(api, await choose(api, second.authority, 'cancel'));
      api.advanceHours(24);
      const third = await topUp(api, ali.token, 50_000);
      const reference = (await paymentRow(api, first.paymentId)).gateway_reference!;
      return { ali, sara, first, second, third, reference, token: await adminToken(api, { permissions: ['payments.view'] }) };
    }
    const ids = (response: { body: { data: { items: { id: number }[] } } }) => response.body.data.items.map((item) => item.id);

    it('a user sees their own payments, newest first, and no one else’s', async ({ api }) => {
      const { ali, first, third } = await seed(api);
      const response = await api.request('GET', '/user/payments/list', { token: ali.token });
      expect(response.status, response.text).toBe(200);
      expect(ids(response)).toEqual([third.paymentId, first.paymentId]);
      expect(response.body.data.items[1]).toMatchObject({ amount: 100_000, status: 'paid', gateway: 'sandbox' });
    });

    it('a user reads one of their payments, and another user’s is not found', async ({ api }) => {
      const { ali, sara, first } = await seed(api);
      const own = await api.request('GET', `/user/payments/${first.paymentId}`, { token: ali.token });
      const other = await api.request('GET', `/user/payments/${first.paymentId}`, { token: sara.token });
      expect(own.body.data).toMatchObject({ id: first.paymentId, status: 'paid', amount: 100_000 });
      expect(other.status).toBe(404);
    });

    it('the admin list shows every payment with its payer, newest first', async ({ api }) => {
      const { token, first, second, third } = await seed(api);
      const response = await api.request('GET', '/admin/payments/list', { token });
      expect(response.status, response.text).toBe(200);
      expect(response.body.data.total).toBe(3);
      expect(ids(response)).toEqual([third.paymentId, second.paymentId, first.paymentId]);
      expect(response.body.data.items[2]).toMatchObject({ user_name: 'علی رضایی', amount: 100_000, status: 'paid' });
    });

    it('the admin list filters by status, payer, amount range in Persian digits and Tehran days', async ({ api }) => {
      const { token, ali, first, second, third } = await seed(api);
      const list = (query: string) => api.request('GET', `/admin/payments/list?${query}`, { token });
      const day = (offsetDays: number) => new Date(Date.UTC(2026, 0, 1) + offsetDays * 86_400_000).toISOString().slice(0, 10);

      expect(ids(await list('status=paid'))).toEqual([first.paymentId]);
      expect(ids(await list('status=failed'))).toEqual([second.paymentId]);
      expect(ids(await list(`user_id=${ali.userId}`))).toEqual([third.paymentId, first.paymentId]);
      expect(ids(await list(`amount_min=${encodeURIComponent('۱۰۰۰۰۰')}&amount_max=2000000`))).toEqual([second.paymentId, first.paymentId]);
      expect(ids(await list('amount_max=99999'))).toEqual([third.paymentId]);
      expect(ids(await list(`from=${day(1)}&to=${day(1)}`))).toEqual([second.paymentId]);
      expect(ids(await list(`from=${day(1)}`))).toEqual([third.paymentId, second.paymentId]);
    });

    it('the admin list searches by payer name or mobile (Persian digits too), authority and reference', async ({ api }) => {
      const { token, sara, first, second } = await seed(api);
      const search = (term: string) => api.request('GET', `/admin/payments/list?search=${encodeURIComponent(term)}`, { token });
      const persianMobile = sara.mobile.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

      expect(ids(await search('سارا'))).toEqual([second.paymentId]);
      expect(ids(await search('كريمي'))).toEqual([second.paymentId]);
      expect(ids(await search(persianMobile))).toEqual([second.paymentId]);
      expect(ids(await search(second.authority))).toEqual([second.paymentId]);
      expect(ids(await search((await paymentRow(api, first.paymentId)).gateway_reference!))).toEqual([first.paymentId]);
      expect(ids(await search('%'))).toEqual([]);
      expect(ids(await search('_'))).toEqual([]);
    });

    it('the admin list sorts by amount and by time either way', async ({ api }) => {
      const { token, first, second, third } = await seed(api);
      const sorted = async (sort: string) => ids(await api.request('GET', `/admin/payments/list?sort=${sort}`, { token }));
      expect(await sorted('amount:asc')).toEqual([third.paymentId, first.paymentId, second.paymentId]);
      expect(await sorted('amount:desc')).toEqual([second.paymentId, first.paymentId, third.paymentId]);
      expect(await sorted('created_at:asc')).toEqual([first.paymentId, second.paymentId, third.paymentId]);
    });

    it.for([
      'status=done',
      'user_id=abc',
      'amount_min=1.5',
      'amount_max=-3',
      'amount_min=500&amount_max=100',
      'from=2026-02-30',
      'from=2026-03-02&to=2026-03-01',
      'sort=authority:asc',
      'per_page=1000',
    ])('the admin list refuses %s in Persian', async (query, { api }) => {
      const response = await api.request('GET', `/admin/payments/list?${query}`, { token: await adminToken(api) });
      expect(response.status, response.text).toBe(422);
      expect(response.body.errors!.join(' ')).toMatch(PERSIAN_LETTERS);
    });

    it('only admins holding payments.view see the admin list and its menu entry', async ({ api }) => {
      const user = await payer(api);
      const withoutToken = await adminToken(api, { permissions: ['users.view'] });
      const without = await api.request('GET', '/admin/payments/list', { token: withoutToken });
      const menuWithout = await api.request('GET', '/admin/menu', { token: withoutToken });
      const menuWith = await api.request('GET', '/admin/menu', { token: await adminToken(api, { permissions: ['payments.view'] }) });
      const keys = (response: typeof menuWith) => (response.body.data.menu as { key: string }[]).map((entry) => entry.key);
      expect(keys(menuWithout)).not.toContain('payments');
      expect(keys(menuWith)).toContain('payments');
      const asUser = await api.request('GET', '/admin/payments/list', { token: user.token });
      const anonymous = await api.request('GET', '/user/payments/list');
      expect(without.status).toBe(403);
      expect(asUser.status).toBe(401);
      expect(anonymous.status).toBe(401);
    });
  });
});

describe.each(dialects)('the payment kind migration on %s', (dialect) => {
  plainIt('turns the stored Persian «شارژ حساب» of earlier top-ups and their ledger entries into the top-up kind', async () => {
    const { db, close } = await openEmptyDatabase(dialect);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('015_videos')).error).toBeUndefined();
      const payment = {
        user_id: 1,
        amount: 250_000,
        status: 'paid',
        gateway: 'sandbox',
        gateway_reference: 'R1',
        card_pan: null,
        search_text: '',
        created_at: 1,
        paid_at: 2,
        updated_at: 2,
      } as const;
      // A row as the app wrote it before migration 019: no kind yet.
      await db
        .insertInto('payments')
        .values({ ...payment, authority: 'A1', description: 'شارژ حساب' } as never)
        .execute();
      await db
        .insertInto('ledger_entries')
        .values([
          { user_id: 1, amount: 250_000, kind: 'payment', reference: 'payment:1', description: 'شارژ حساب', created_at: 2 },
          { user_id: 1, amount: 10_000, kind: 'gift', reference: 'gift:1:1', description: 'شارژ حساب', created_at: 3 },
        ])
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await db.selectFrom('payments').select(['kind', 'description']).execute()).toEqual([{ kind: 'top_up', description: null }]);
      const entries = await db.selectFrom('ledger_entries').select(['kind', 'description']).orderBy('id').execute();
      // A gift's title is the admin's own text, whatever it says: only the payments' entries were the app's.
      expect(entries).toEqual([
        { kind: 'payment', description: null },
        { kind: 'gift', description: 'شارژ حساب' },
      ]);
    } finally {
      await close();
    }
  });
});
