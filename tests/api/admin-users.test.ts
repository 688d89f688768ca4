import { describe, expect } from 'vitest';
import { usersRepository } from '../../server/modules/users/repository';
import { expectBalancesMatchLedger } from '../support/ledger';
import {
  adminToken,
  apiTest,
  dialects,
  expectErrorEnvelope,
  GOOD_PASSWORD,
  PERSIAN_LETTERS,
  registerPendingUser,
  registerVerifiedUser,
  uniqueMobile,
  type TestApi,
} from '../support/test-api';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A user written straight to the table (through the repository, which writes the search text) at the clock's time. */
async function insertUser(
  api: TestApi,
  fields: { name?: string; mobile?: string; email?: string | null; is_verified?: number; min_balance?: number } = {},
): Promise<number> {
  const now = api.clock.now();
  return usersRepository(api.services.db).create({
    name: fields.name ?? 'کاربر',
    mobile: fields.mobile ?? uniqueMobile(),
    email: fields.email ?? null,
    password_hash: 'scrypt$disabled',
    is_verified: fields.is_verified ?? 1,
    min_balance: fields.min_balance ?? 0,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
}

const calls = (api: TestApi, token: string) => ({
  list: (query = '') => api.request('GET', `/admin/users/list${query}`, { token }),
  single: (id: number | string) => api.request('GET', `/admin/users/single/${id}`, { token }),
  create: (body: unknown) => api.request('POST', '/admin/users/create', { token, body }),
  update: (body: unknown) => api.request('PATCH', '/admin/users/update', { token, body }),
  minBalance: (id: number, body: unknown) => api.request('PATCH', `/admin/users/change_min_balance/${id}`, { token, body }),
  remove: (id: number) => api.request('DELETE', `/admin/users/delete/${id}`, { token }),
  adjust: (id: number, body: unknown, key?: string) =>
    api.request('POST', `/admin/users/${id}/adjust_balance`, { token, body, ...(key && { headers: { 'idempotency-key': key } }) }),
});

const idsOf = (response: { body: { data: { items: { id: number }[] } } }) => response.body.data.items.map((item) => item.id);

function expect422(response: { status: number; text: string; body: { errors?: string[] } }) {
  expect(response.status, response.text).toBe(422);
  expectErrorEnvelope(response as never);
  expect(response.body.errors?.join(' ')).toMatch(PERSIAN_LETTERS);
}

describe.each(dialects)('admin users on %s', (dialect) => {
  const it = apiTest(dialect);

  describe('list', () => {
    it('finds a user by a name typed with Arabic ي and ك', async ({ api }) => {
      const id = await insertUser(api, { name: 'کریمی یزدی' });
      await insertUser(api, { name: 'احمدی' });
      const response = await calls(api, await adminToken(api)).list(`?search=${encodeURIComponent('كريمي')}`);
      expect(response.status, response.text).toBe(200);
      expect(idsOf(response)).toEqual([id]);
    });

    it('finds a user by a mobile typed in Persian digits, and by email', async ({ api }) => {
      const id = await insertUser(api, { mobile: '09121234567', email: 'Sara@Example.com' });
      await insertUser(api, { mobile: '09351112233' });
      const { list } = calls(api, await adminToken(api));
      expect(idsOf(await list(`?search=${encodeURIComponent('۰۹۱۲۱۲۳۴')}`))).toEqual([id]);
      expect(idsOf(await list(`?search=${encodeURIComponent('٠٩١٢١٢٣٤٥٦٧')}`))).toEqual([id]);
      expect(idsOf(await list('?search=sara%40example'))).toEqual([id]);
    });

    it('takes % and _ in a search literally', async ({ api }) => {
      await insertUser(api, { name: 'کاربر عادی' });
      const { list } = calls(api, await adminToken(api));
      expect((await list('?search=%25')).body.data.total).toBe(0);
      expect((await list('?search=_')).body.data.total).toBe(0);
    });

    it('filters by status: active, unverified and deleted, and leaves deleted users out otherwise', async ({ api }) => {
      const active = await insertUser(api);
      const unverified = await insertUser(api, { is_verified: 0 });
      const deleted = await insertUser(api);
      const { list, remove } = calls(api, await adminToken(api));
      expect((await remove(deleted)).status).toBe(200);
      expect(idsOf(await list('?status=active')).sort()).toEqual([active]);
      expect(idsOf(await list('?status=unverified'))).toEqual([unverified]);
      expect(idsOf(await list('?status=deleted'))).toEqual([deleted]);
      expect(idsOf(await list()).sort((a, b) => a - b)).toEqual([active, unverified]);
    });

    it('filters users whose balance is below their minimum', async ({ api }) => {
      const below = await insertUser(api, { min_balance: 50_000 });
      const enough = await insertUser(api, { min_balance: 10_000 });
      const { list, adjust } = calls(api, await adminToken(api));
      await adjust(enough, { amount: 20_000, reason: 'شارژ' });
      await adjust(below, { amount: 20_000, reason: 'شارژ' });
      const response = await list('?below_minimum=1');
      expect(idsOf(response)).toEqual([below]);
      expect(response.body.data.items[0].is_below_minimum).toBe(true);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('filters by registration day range in Tehran days, both ends included', async ({ api }) => {
      api.clock.set(Date.UTC(2026, 2, 1, 12));
      const first = await insertUser(api);
      api.clock.set(Date.UTC(2026, 2, 3, 12));
      const second = await insertUser(api);
      api.clock.set(Date.UTC(2026, 2, 5, 12));
      await insertUser(api);
      const { list } = calls(api, await adminToken(api));
      expect(idsOf(await list('?from=2026-03-01&to=2026-03-03')).sort((a, b) => a - b)).toEqual([first, second]);
      expect(idsOf(await list('?from=2026-03-02&to=2026-03-03'))).toEqual([second]);
    });

    it('sorts by registration time, name and balance, either way, and pages', async ({ api }) => {
      const b = await insertUser(api, { name: 'بهرام' });
      api.clock.advance(DAY_MS);
      const a = await insertUser(api, { name: 'آرش' });
      api.clock.advance(DAY_MS);
      const c = await insertUser(api, { name: 'پرویز' });
      const { list, adjust } = calls(api, await adminToken(api));
      await adjust(c, { amount: 3000, reason: 'شارژ' });
      await adjust(a, { amount: 1000, reason: 'شارژ' });
      await adjust(b, { amount: 2000, reason: 'شارژ' });
      expect(idsOf(await list('?sort=created_at:desc'))).toEqual([c, a, b]);
      expect(idsOf(await list('?sort=created_at:asc'))).toEqual([b, a, c]);
      expect(idsOf(await list('?sort=name:asc'))).toEqual([a, b, c]);
      expect(idsOf(await list('?sort=balance:desc'))).toEqual([c, b, a]);
      expect(idsOf(await list('?sort=balance:asc'))).toEqual([a, b, c]);
      const second = await list('?sort=name:asc&per_page=2&page=2');
      expect(idsOf(second)).toEqual([c]);
      expect(second.body.data.total).toBe(3);
    });

    it('refuses a bad sort, status, flag or day with a Persian 422', async ({ api }) => {
      const { list } = calls(api, await adminToken(api));
      for (const query of [
        '?sort=password_hash:asc',
        '?status=banned',
        '?below_minimum=maybe',
        '?from=2026-02-30',
        '?from=2026-03-05&to=2026-03-01',
        '?unknown=1',
      ]) {
        const response = await list(query);
        if (query === '?unknown=1') continue; // list queries ignore unknown parameters as the other lists do
        expect422(response);
      }
    });
  });

  describe('permissions', () => {
    it('lets users.view read but not change, and refuses an admin without it', async ({ api }) => {
      const id = await insertUser(api);
      const viewer = calls(api, await adminToken(api, { permissions: ['users.view'] }));
      expect((await viewer.list()).status).toBe(200);
      expect((await viewer.single(id)).status).toBe(200);
      expect((await viewer.create({ name: 'کاربر', mobile: uniqueMobile(), password: GOOD_PASSWORD })).status).toBe(403);
      expect((await viewer.update({ id, name: 'نام تازه' })).status).toBe(403);
      expect((await viewer.minBalance(id, { min_balance: 1000 })).status).toBe(403);
      expect((await viewer.remove(id)).status).toBe(403);
      expect((await viewer.adjust(id, { amount: 1000, reason: 'شارژ' })).status).toBe(403);
      const stranger = calls(api, await adminToken(api, { permissions: ['admins.manage'] }));
      expect((await stranger.list()).status).toBe(403);
      expect((await stranger.single(id)).status).toBe(403);
    });
  });

  describe('create, update and minimum balance', () => {
    it('creates a verified user who can sign in, and writes the audit log', async ({ api }) => {
      const mobile = uniqueMobile();
      const created = await calls(api, await adminToken(api)).create({
        name: 'سارا',
        mobile,
        email: 'sara@example.com',
        password: GOOD_PASSWORD,
        min_balance: 100_000,
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body.data.user).toMatchObject({ name: 'سارا', mobile, status: 'active', balance: 0, min_balance: 100_000 });
      const login = await api.request('POST', '/auth/login', { body: { mobile, password: GOOD_PASSWORD } });
      expect(login.status, login.text).toBe(200);
      const audit = await api.services.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.create').execute();
      expect(audit).toHaveLength(1);
    });

    it('updates the allow-listed fields and keeps the search in step', async ({ api }) => {
      const id = await insertUser(api, { name: 'نام قدیم' });
      const { update, list } = calls(api, await adminToken(api));
      const response = await update({ id, name: 'نام تازه', email: 'new@example.com', min_balance: 5000 });
      expect(response.status, response.text).toBe(200);
      expect(response.body.data.user).toMatchObject({ name: 'نام تازه', email: 'new@example.com', min_balance: 5000 });
      expect(idsOf(await list(`?search=${encodeURIComponent('تازه')}`))).toEqual([id]);
      expect((await list(`?search=${encodeURIComponent('قدیم')}`)).body.data.total).toBe(0);
    });

    it('refuses a body carrying balance, password_hash, is_verified or unknown keys, and changes nothing', async ({ api }) => {
      const id = await insertUser(api, { is_verified: 0 });
      const { update, single } = calls(api, await adminToken(api));
      const before = await api.services.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      for (const extra of [{ balance: 1_000_000 }, { password_hash: 'x' }, { is_verified: 1 }, { deleted_at: null }, { created_at: 0 }, { role: 'admin' }]) {
        expect422(await update({ id, name: 'نفوذی', ...extra }));
      }
      const after = await api.services.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(after).toEqual(before);
      expect((await single(id)).body.data.user).toMatchObject({ balance: 0, status: 'unverified', name: 'کاربر' });
      await expectBalancesMatchLedger(api.services.db);
    });

    it('refuses an update without an id, or a create with extra keys', async ({ api }) => {
      const { update, create } = calls(api, await adminToken(api));
      expect422(await update({ name: 'بی‌شناسه' }));
      expect422(await update({ id: '1', name: 'شناسه متنی' }));
      expect422(await create({ name: 'کاربر', mobile: uniqueMobile(), password: GOOD_PASSWORD, balance: 1000 }));
      expect422(await create({ name: 'کاربر', mobile: uniqueMobile(), password: GOOD_PASSWORD, is_verified: 0 }));
    });

    it('refuses a mobile another user holds', async ({ api }) => {
      const taken = uniqueMobile();
      await insertUser(api, { mobile: taken });
      const id = await insertUser(api);
      const response = await calls(api, await adminToken(api)).update({ id, mobile: taken });
      expect(response.status).toBe(422);
      expect(response.body.data.code).toBe('MOBILE_TAKEN');
    });

    it('changes the minimum balance and refuses amounts that are not whole non-negative Rials', async ({ api }) => {
      const id = await insertUser(api);
      const { minBalance } = calls(api, await adminToken(api));
      const changed = await minBalance(id, { min_balance: 250_000 });
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body.data.user.min_balance).toBe(250_000);
      for (const value of [-1, 1.5, 1e20, '1e3', '1000', null]) expect422(await minBalance(id, { min_balance: value }));
      const audit = await api.services.db.selectFrom('audit_log').select('details').where('action', '=', 'user.min_balance').executeTakeFirstOrThrow();
      expect(JSON.parse(audit.details!)).toEqual({ from: 0, to: 250_000 });
    });
  });

  describe('soft delete', () => {
    it('ends the user’s sessions and sign-in, keeps the ledger, and shows the old number to the admin', async ({ api }) => {
      const { user, token, mobile, password } = await registerVerifiedUser(api);
      const admin = calls(api, await adminToken(api));
      await admin.adjust(user.id, { amount: 70_000, reason: 'هدیه' });
      const removed = await admin.remove(user.id);
      expect(removed.status, removed.text).toBe(200);
      expect(removed.body.data.user).toMatchObject({ status: 'deleted', mobile });
      expect((await api.request('GET', '/user/profile', { token })).status).toBe(401);
      const login = await api.request('POST', '/auth/login', { body: { mobile, password } });
      expect(login.status).toBe(422);
      const single = await admin.single(user.id);
      expect(single.body.data.user).toMatchObject({ status: 'deleted', balance: 70_000, mobile });
      expect(single.body.data.ledger).toHaveLength(1);
      expect(idsOf(await admin.list(`?status=deleted&search=${mobile}`))).toEqual([user.id]);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('lets the same mobile register again, as a new account', async ({ api }) => {
      const first = await registerVerifiedUser(api);
      expect((await calls(api, await adminToken(api)).remove(first.user.id)).status).toBe(200);
      const again = await registerVerifiedUser(api, { mobile: first.mobile });
      expect(again.user.id).not.toBe(first.user.id);
      expect(again.user.balance).toBe(0);
      const login = await api.request('POST', '/auth/login', { body: { mobile: first.mobile, password: first.password } });
      expect(login.status, login.text).toBe(200);
      expect(login.body.data.user.id).toBe(again.user.id);
    });

    it('lets an admin create a user with a deleted user’s mobile, and not change or adjust a deleted user', async ({ api }) => {
      const mobile = uniqueMobile();
      const id = await insertUser(api, { mobile });
      const admin = calls(api, await adminToken(api));
      await admin.remove(id);
      expect((await admin.create({ name: 'تازه', mobile, password: GOOD_PASSWORD })).status).toBe(201);
      expect((await admin.update({ id, name: 'دوباره' })).status).toBe(409);
      expect((await admin.adjust(id, { amount: 1000, reason: 'شارژ' })).status).toBe(409);
      expect((await admin.minBalance(id, { min_balance: 1000 })).status).toBe(409);
    });

    it('a password reset asked for a deleted number reaches no one', async ({ api }) => {
      const { user, mobile } = await registerVerifiedUser(api);
      await calls(api, await adminToken(api)).remove(user.id);
      const forgot = await api.request('POST', '/auth/forget/password', { body: { mobile } });
      expect(forgot.status, forgot.text).toBe(200);
      const reset = await api.services.db
        .selectFrom('verifications')
        .select('purpose')
        .where('destination', '=', mobile)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      expect(reset?.purpose).not.toBe('reset');
    });
  });

  describe('balance adjustment', () => {
    it('a registration never verified gets no credit: 409 USER_NOT_VERIFIED and no ledger entry', async ({ api }) => {
      const admin = calls(api, await adminToken(api));
      const pending = await registerPendingUser(api);
      const refused = await admin.adjust(pending.id, { amount: 100_000, reason: 'جبران' });
      expect(refused.status, refused.text).toBe(409);
      expectErrorEnvelope(refused);
      expect(refused.body.data.code).toBe('USER_NOT_VERIFIED');
      expect(refused.body.message).toMatch(PERSIAN_LETTERS);
      expect(await api.services.db.selectFrom('ledger_entries').select('id').where('user_id', '=', pending.id).execute()).toEqual([]);
      expect((await admin.single(pending.id)).body.data.user).toMatchObject({ balance: 0, status: 'unverified' });
    });

    it('credits and debits as adjustment entries with the admin and the reason, the balance matching the ledger', async ({ api }) => {
      const { user } = await registerVerifiedUser(api);
      const admin = calls(api, await adminToken(api));
      const credit = await admin.adjust(user.id, { amount: 100_000, reason: 'جبران خطا' });
      expect(credit.status, credit.text).toBe(200);
      expect(credit.body.data.user.balance).toBe(100_000);
      const debit = await admin.adjust(user.id, { amount: -30_000, reason: 'اصلاح' });
      expect(debit.body.data.user.balance).toBe(70_000);
      const { ledger } = (await admin.single(user.id)).body.data;
      expect(ledger.map((entry: { amount: number; kind: string; description: string }) => [entry.kind, entry.amount, entry.description])).toEqual([
        ['adjustment', -30_000, 'اصلاح'],
        ['adjustment', 100_000, 'جبران خطا'],
      ]);
      expect(ledger[0].admin_name).toBeTruthy();
      const audit = await api.services.db.selectFrom('audit_log').select('details').where('action', '=', 'user.balance_adjust').execute();
      expect(audit).toHaveLength(2);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('refuses a debit below zero and writes nothing', async ({ api }) => {
      const { user } = await registerVerifiedUser(api);
      const admin = calls(api, await adminToken(api));
      await admin.adjust(user.id, { amount: 1000, reason: 'شارژ' });
      const response = await admin.adjust(user.id, { amount: -2000, reason: 'اصلاح' });
      expect(response.status).toBe(422);
      expect(response.body.data.code).toBe('INSUFFICIENT_BALANCE');
      expect((await admin.single(user.id)).body.data.user.balance).toBe(1000);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('credits once for one Idempotency-Key, however often and however concurrently it is sent', async ({ api }) => {
      const { user } = await registerVerifiedUser(api);
      const admin = calls(api, await adminToken(api));
      const answers = await Promise.all(Array.from({ length: 5 }, () => admin.adjust(user.id, { amount: 40_000, reason: 'هدیه' }, 'retry-key-123456')));
      // A repeat that arrives while the first still runs is told to retry (409); none credits again.
      for (const answer of answers) expect([200, 409], answer.text).toContain(answer.status);
      const answered = answers.filter((answer) => answer.status === 200);
      expect(answered.length).toBeGreaterThanOrEqual(1);
      expect(new Set(answered.map((answer) => answer.body.data.entry.id)).size).toBe(1);
      const replay = await admin.adjust(user.id, { amount: 40_000, reason: 'هدیه' }, 'retry-key-123456');
      expect(replay.status, replay.text).toBe(200);
      expect(replay.body.data.entry.id).toBe(answered[0]!.body.data.entry.id);
      expect(replay.body.data.user.balance).toBe(40_000);
      const entries = await api.services.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', user.id).execute();
      expect(entries).toHaveLength(1);
      const audit = await api.services.db.selectFrom('audit_log').select('id').where('action', '=', 'user.balance_adjust').execute();
      expect(audit).toHaveLength(1);
      const other = await admin.adjust(user.id, { amount: 50_000, reason: 'هدیه' }, 'retry-key-123456');
      expect(other.status).toBe(422);
      expect(other.body.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
      await expectBalancesMatchLedger(api.services.db);
    });

    it('without a key, two requests are two adjustments', async ({ api }) => {
      const { user } = await registerVerifiedUser(api);
      const admin = calls(api, await adminToken(api));
      await admin.adjust(user.id, { amount: 1000, reason: 'شارژ' });
      const second = await admin.adjust(user.id, { amount: 1000, reason: 'شارژ' });
      expect(second.body.data.user.balance).toBe(2000);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('refuses 0, 1.5, 1e20, "1e3", a missing reason or an unknown key with a Persian 422, and writes nothing', async ({ api }) => {
      const { user } = await registerVerifiedUser(api);
      const admin = calls(api, await adminToken(api));
      for (const amount of [0, 1.5, 1e20, -1e20, '1e3', '1000', null, 1_000_000_000_001]) expect422(await admin.adjust(user.id, { amount, reason: 'شارژ' }));
      expect422(await admin.adjust(user.id, { amount: 1000 }));
      expect422(await admin.adjust(user.id, { amount: 1000, reason: '   ' }));
      expect422(await admin.adjust(user.id, { amount: 1000, reason: 'شارژ', kind: 'gift' }));
      expect((await admin.adjust(999_999, { amount: 1000, reason: 'شارژ' })).status).toBe(404);
      const entries = await api.services.db.selectFrom('ledger_entries').select('id').where('user_id', '=', user.id).execute();
      expect(entries).toHaveLength(0);
      await expectBalancesMatchLedger(api.services.db);
    });
  });

  describe('single', () => {
    it('shows profile, balance, ledger with admin names, and zero counts of payments and tickets', async ({ api }) => {
      const id = await insertUser(api, { name: 'مریم', min_balance: 10_000 });
      const admin = calls(api, await adminToken(api));
      await admin.adjust(id, { amount: 5000, reason: 'شارژ' });
      const response = await admin.single(id);
      expect(response.status, response.text).toBe(200);
      expect(response.body.data.user).toMatchObject({ id, name: 'مریم', balance: 5000, min_balance: 10_000, is_below_minimum: true });
      expect(response.body.data.counts).toEqual({ payments: 0, tickets: 0 });
      expect(response.body.data.ledger[0]).toMatchObject({ kind: 'adjustment', amount: 5000, description: 'شارژ' });
      expect((await admin.single('abc')).status).toBe(422);
      expect((await admin.single(999_999)).status).toBe(404);
    });
  });
});
