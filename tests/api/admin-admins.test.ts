import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { jalaliDayKey } from '../../shared/format';
import { PERMISSION_KEYS, type PermissionKey } from '../../shared/contracts/permissions';
import { adminsRepository } from '../../server/modules/admins/repository';
import type { AdminMenuEntry } from '../../shared/contracts/admins.schemas';
import { AUDIT_ACTIONS } from '../../shared/contracts/routes';
import { USER_STATUSES } from '../../shared/contracts/user-statuses';
import { SUPPORT_STATUSES } from '../../shared/contracts/support';
import {
  ADMIN_USERNAME,
  adminLogin,
  adminToken,
  apiTest,
  createAdminViaApi,
  dialects,
  expectErrorEnvelope,
  formData,
  PERSIAN_LETTERS,
  registerVerifiedUser,
  type TestApi,
} from '../support/test-api';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A real 1×1 PNG. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JALALI_KEY = /^\d{4}-\d{2}-\d{2}$/;

const adminCalls = (api: TestApi) => ({
  get: (path: string, token: string) => api.request('GET', path, { token }),
  list: (token: string, query = '') => api.request('GET', `/admin/admin/list${query}`, { token }),
  first: (token: string, id: number | string) => api.request('GET', `/admin/admin/${id}/first`, { token }),
  create: (token: string, fields: Parameters<typeof formData>[0]) => api.request('POST', '/admin/admin/create', { token, form: formData(fields) }),
  update: (token: string, id: number, fields: Parameters<typeof formData>[0]) =>
    api.request('POST', `/admin/admin/${id}/update`, { token, form: formData(fields) }),
  seededId: async () => Number((await api.services.db.selectFrom('admins').select('id').where('username', '=', ADMIN_USERNAME).executeTakeFirstOrThrow()).id),
});

/** An admin written straight to the table, for tests about listing that need many and never sign them in. */
async function insertAdmin(api: TestApi, fields: { name: string; username: string }) {
  const now = api.clock.now();
  await adminsRepository(api.services.db).create({
    ...fields,
    password_hash: 'scrypt$disabled',
    avatar: null,
    permissions: '[]',
    is_super: 0,
    is_active: 1,
    created_at: now,
    updated_at: now,
  });
}

/** A verified user written straight to the table at the clock's time. */
async function insertUser(api: TestApi, mobile: string): Promise<number> {
  const now = api.clock.now();
  const inserted = await api.services.db
    .insertInto('users')
    .values({
      name: 'کاربر',
      mobile,
      email: null,
      password_hash: 'scrypt$disabled',
      is_verified: 1,
      min_balance: 0,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .executeTakeFirstOrThrow();
  return Number(inserted.insertId);
}

const menuKeys = (menu: AdminMenuEntry[]) => menu.map((entry) => entry.key);

describe.each(dialects)('admin panel on %s', (dialect) => {
  const it = apiTest(dialect);
  /** 00:01 in Tehran on 1404-10-12 (20:31 UTC the day before). */
  const justAfterTehranMidnight = apiTest(dialect, { startAt: Date.UTC(2026, 0, 1, 20, 31) });

  describe.concurrent('dashboard, filters and menu', () => {
    it('the dashboard has every count and 30-point series keyed by Jalali day, oldest first, ending today', async ({ api }) => {
      const response = await adminCalls(api).get('/admin/dashboard', await adminToken(api));
      expect(response.status, response.text).toBe(200);
      const { counts, series } = response.body.data;
      expect(Object.keys(counts).sort()).toEqual(
        ['new_users_today', 'open_tickets', 'revenue_month', 'revenue_today', 'unread_contact_messages', 'users', 'views_today'].sort(),
      );
      for (const value of Object.values(counts)) expect(value).toEqual(expect.any(Number));
      expect(Object.keys(series).sort()).toEqual(['registrations', 'revenue', 'views']);
      for (const points of Object.values(series) as { date: string; value: number }[][]) {
        expect(points).toHaveLength(30);
        for (const point of points) {
          expect(point.date).toMatch(JALALI_KEY);
          expect(point.value).toEqual(expect.any(Number));
        }
        const dates = points.map((point) => point.date);
        expect(new Set(dates).size).toBe(30);
        expect([...dates].sort()).toEqual(dates);
        expect(dates.at(-1)).toBe(jalaliDayKey(api.clock.now()));
        expect(dates[0]).toBe(jalaliDayKey(api.clock.now() - 29 * DAY_MS));
      }
    });

    it('an admin with no permission gets a dashboard without any count or chart', async ({ api }) => {
      const response = await adminCalls(api).get('/admin/dashboard', await adminToken(api, { permissions: [] }));
      expect(response.status, response.text).toBe(200);
      expect(response.body.data).toEqual({ counts: {}, series: {} });
    });

    it('an admin with payments.view sees the revenue counts and chart only', async ({ api }) => {
      const response = await adminCalls(api).get('/admin/dashboard', await adminToken(api, { permissions: ['payments.view'] }));
      expect(Object.keys(response.body.data.counts).sort()).toEqual(['revenue_month', 'revenue_today']);
      expect(Object.keys(response.body.data.series)).toEqual(['revenue']);
    });

    it('an admin with users.view sees the user counts and registrations but no revenue', async ({ api }) => {
      const response = await adminCalls(api).get('/admin/dashboard', await adminToken(api, { permissions: ['users.view', 'admins.manage'] }));
      expect(Object.keys(response.body.data.counts).sort()).toEqual(['new_users_today', 'users']);
      expect(Object.keys(response.body.data.series)).toEqual(['registrations']);
      expect(response.text).not.toContain('revenue');
    });

    it('tickets, contact messages and views each show to the admin allowed their area', async ({ api }) => {
      const keysFor = async (permission: PermissionKey) => {
        const { data } = (await adminCalls(api).get('/admin/dashboard', await adminToken(api, { permissions: [permission] }))).body;
        return [...Object.keys(data.counts), ...Object.keys(data.series).map((key) => `series.${key}`)];
      };
      expect(await keysFor('support.manage')).toEqual(['open_tickets']);
      expect(await keysFor('contact_us.view')).toEqual(['unread_contact_messages']);
      expect(await keysFor('views.view')).toEqual(['views_today', 'series.views']);
    });

    it('a user registered today shows in the counts and in today’s registrations', async ({ api }) => {
      const token = await adminToken(api);
      const before = (await adminCalls(api).get('/admin/dashboard', token)).body.data;
      await registerVerifiedUser(api);

      const after = (await adminCalls(api).get('/admin/dashboard', token)).body.data;
      expect(after.counts.users).toBe(before.counts.users + 1);
      expect(after.counts.new_users_today).toBe(before.counts.new_users_today + 1);
      expect(after.series.registrations.at(-1).value).toBe(before.series.registrations.at(-1).value + 1);
      expect(after.series.registrations.slice(0, -1)).toEqual(before.series.registrations.slice(0, -1));
    });

    it('a user registered days ago counts in its own day, and one older than 30 days only in the total', async ({ api }) => {
      await insertUser(api, '09120000001');
      api.advanceHours(40 * 24);
      await insertUser(api, '09120000002');
      api.advanceHours(3 * 24);

      const { counts, series } = (await adminCalls(api).get('/admin/dashboard', await adminToken(api))).body.data;
      expect(counts.users).toBe(2);
      expect(counts.new_users_today).toBe(0);
      const byDate = new Map((series.registrations as { date: string; value: number }[]).map((point) => [point.date, point.value]));
      expect(byDate.get(jalaliDayKey(api.clock.now() - 3 * DAY_MS))).toBe(1);
      expect([...byDate.values()].reduce((sum, value) => sum + value, 0)).toBe(1);
    });

    it('a payment today shows in today’s and this month’s revenue and in today’s revenue point', async ({ api }) => {
      const userId = await insertUser(api, '09120000001');
      const ledger = (amount: number, kind: string, reference: string, at = api.clock.now()) =>
        api.services.db.insertInto('ledger_entries').values({ user_id: userId, amount, kind, reference, description: null, created_at: at }).execute();
      await ledger(150_000, 'payment', 'p1');
      await ledger(50_000, 'payment', 'p2', api.clock.now() - DAY_MS);
      await ledger(70_000, 'gift', 'g1');

      const { counts, series } = (await adminCalls(api).get('/admin/dashboard', await adminToken(api))).body.data;
      expect(counts.revenue_today).toBe(150_000);
      expect(series.revenue.at(-1).value).toBe(150_000);
      expect(series.revenue.at(-2).value).toBe(50_000);
      // 1404-10-11: yesterday is in the same Jalali month.
      expect(counts.revenue_month).toBe(200_000);
    });

    justAfterTehranMidnight('a registration just after midnight in Tehran counts for the new Jalali day', async ({ api }) => {
      await insertUser(api, '09120000001');
      const { counts, series } = (await adminCalls(api).get('/admin/dashboard', await adminToken(api))).body.data;
      expect(counts.new_users_today).toBe(1);
      expect(series.registrations.at(-1)).toEqual({ date: '1404-10-12', value: 1 });
      expect(series.registrations.at(-2)).toEqual({ date: '1404-10-11', value: 0 });
    });

    it('/admin/filters lists every permission and audit action by key, for the panel to name in its language', async ({ api }) => {
      const response = await adminCalls(api).get('/admin/filters', await adminToken(api, { permissions: [] }));
      expect(response.status, response.text).toBe(200);
      expect(response.body.data).toEqual({
        permissions: PERMISSION_KEYS,
        admin_statuses: ['active', 'inactive'],
        audit_actions: AUDIT_ACTIONS,
        user_statuses: USER_STATUSES,
        support_statuses: SUPPORT_STATUSES,
      });
    });

    it('the menu and the filters carry no label in any language, so a cached answer suits every reader', async ({ api }) => {
      const token = await adminToken(api);
      for (const headers of [{ 'accept-language': 'fa' }, { 'accept-language': 'en' }]) {
        for (const path of ['/admin/menu', '/admin/filters']) {
          const response = await api.request('GET', path, { token, headers });
          expect(response.text).not.toMatch(PERSIAN_LETTERS);
          expect(response.text).not.toContain('label');
        }
      }
    });

    it('the super admin’s menu has every area, the audit last, then the account group', async ({ api }) => {
      const response = await adminCalls(api).get('/admin/menu', await adminToken(api));
      expect(response.status, response.text).toBe(200);
      const menu = response.body.data.menu as AdminMenuEntry[];
      expect(menuKeys(menu)).toEqual([
        'dashboard',
        'users',
        'admins',
        'gifts',
        'payments',
        'support',
        'contact-us',
        'videos',
        'views',
        'backups',
        'audit',
        'account',
      ]);
      expect(menuKeys(menu.find((entry) => entry.key === 'account')!.children!)).toEqual(['profile', 'change-password']);
      expect(response.text).not.toContain('requires');
    });

    it('an admin without admins.manage does not see the admins entry and gets 403 on every admins call', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api, { permissions: PERMISSION_KEYS.filter((key) => key !== 'admins.manage') });
      const seededId = await calls.seededId();

      expect(menuKeys((await calls.get('/admin/menu', token)).body.data.menu)).not.toContain('admins');
      const answers = [
        await calls.list(token),
        await calls.first(token, seededId),
        await calls.create(token, { name: 'نفوذی', username: 'sneaky', password: 'Kooh-Damavand-5671', permissions: ['users.view'] }),
        await calls.update(token, seededId, { name: 'نفوذی' }),
      ];
      for (const answer of answers) {
        expect(answer.status, answer.text).toBe(403);
        expectErrorEnvelope(answer);
        expect(answer.body.message).toMatch(PERSIAN_LETTERS);
      }
      const admins = await api.services.db.selectFrom('admins').select(['username', 'name']).execute();
      expect(admins.map((row) => row.username)).not.toContain('sneaky');
    });

    it('a non-super admin does not see the audit entry and gets 403 on the audit list', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api, { permissions: [...PERMISSION_KEYS] });
      expect(menuKeys((await calls.get('/admin/menu', token)).body.data.menu)).toEqual([
        'dashboard',
        'users',
        'admins',
        'gifts',
        'payments',
        'support',
        'contact-us',
        'videos',
        'views',
        'backups',
        'account',
      ]);
      const response = await calls.get('/admin/audit/list', token);
      expect(response.status).toBe(403);
      expectErrorEnvelope(response);
    });
  });

  describe.concurrent('creating admins', () => {
    it('an admin created with multipart signs in and holds exactly the permissions given', async ({ api }) => {
      const calls = adminCalls(api);
      const response = await calls.create(await adminToken(api), {
        name: 'زهرا کریمی',
        username: 'zahra.k',
        password: 'Kooh-Damavand-5671',
        permissions: ['users.view'],
      });
      expect(response.status, response.text).toBe(201);
      expect(response.body.data.admin).toMatchObject({
        name: 'زهرا کریمی',
        username: 'zahra.k',
        permissions: ['users.view'],
        is_super: false,
        is_active: true,
        avatar_url: null,
      });
      expect(response.text).not.toContain('Kooh-Damavand');
      expect(response.text).not.toContain('password_hash');

      const signedIn = await adminLogin(api, 'zahra.k', 'Kooh-Damavand-5671');
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(signedIn.body.data.admin.permissions).toEqual(['users.view']);
      const token = signedIn.body.token!;
      expect((await calls.get('/admin/profile', token)).body.data.admin.permissions).toEqual(['users.view']);
      // users.view opens the users area and nothing else.
      expect(menuKeys((await calls.get('/admin/menu', token)).body.data.menu)).toEqual(['dashboard', 'users', 'account']);
      expect((await calls.list(token)).status).toBe(403);
    });

    it('an admin created with one empty permission item holds no permissions', async ({ api }) => {
      const { admin } = await createAdminViaApi(api, await adminToken(api), { permissions: [] });
      expect(admin.permissions).toEqual([]);
    });

    it('a username already taken is refused with 422, whatever its case', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api);
      for (const username of [ADMIN_USERNAME, ADMIN_USERNAME.toUpperCase()]) {
        const response = await calls.create(token, { name: 'تکراری', username, password: 'Kooh-Damavand-5671', permissions: [''] });
        expect(response.status, response.text).toBe(422);
        expectErrorEnvelope(response);
        expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
      }
      expect(await api.services.db.selectFrom('admins').select('id').execute()).toHaveLength(1);
    });

    it('two creations of one username at once leave one admin and answer 422 to the other, never 500', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api);
      const fields = { name: 'دوبار', username: 'double_click', password: 'Kooh-Damavand-5671', permissions: ['users.view'] };
      const answers = await Promise.all([calls.create(token, fields), calls.create(token, fields), calls.create(token, fields)]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, answers.map((answer) => answer.text).join('\n')).toEqual([201, 422, 422]);
      expect(await api.services.db.selectFrom('admins').select('id').where('username', '=', 'double_click').execute()).toHaveLength(1);
    });

    it('an unknown permission key is refused with 422', async ({ api }) => {
      const response = await adminCalls(api).create(await adminToken(api), {
        name: 'ناشناس',
        username: 'unknown_perm',
        password: 'Kooh-Damavand-5671',
        permissions: ['users.view', 'root.everything'],
      });
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
    });

    it('a non-super admin with admins.manage cannot grant a permission it lacks or make a super admin', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api, { permissions: ['admins.manage', 'users.view'] });
      const base = { name: 'کارمند', password: 'Kooh-Damavand-5671' };

      const lacking = await calls.create(token, { ...base, username: 'gets_payments', permissions: ['users.view', 'payments.view'] });
      expect(lacking.status, lacking.text).toBe(403);
      expectErrorEnvelope(lacking);
      const superAdmin = await calls.create(token, { ...base, username: 'gets_super', permissions: ['users.view'], is_super: 'true' });
      expect(superAdmin.status, superAdmin.text).toBe(403);

      const allowed = await calls.create(token, { ...base, username: 'gets_view', permissions: ['users.view'] });
      expect(allowed.status, allowed.text).toBe(201);
      const id = allowed.body.data.admin.id as number;
      expect((await calls.update(token, id, { permissions: ['users.view', 'payments.view'] })).status).toBe(403);
      expect((await calls.update(token, id, { is_super: 'true' })).status).toBe(403);
      expect((await calls.first(token, id)).body.data.admin).toMatchObject({ permissions: ['users.view'], is_super: false });
    });

    it('a non-super admin cannot set the password of an admin that holds more than it does', async ({ api }) => {
      const calls = adminCalls(api);
      const {
        admin: stronger,
        username,
        password,
      } = await createAdminViaApi(api, await adminToken(api), {
        permissions: ['admins.manage', 'payments.view', 'backups.manage'],
      });
      const token = await adminToken(api, { permissions: ['admins.manage'] });

      const response = await calls.update(token, stronger.id, { password: 'Taken-Over-2025' });
      expect(response.status, response.text).toBe(403);
      expectErrorEnvelope(response);
      expect((await adminLogin(api, username, 'Taken-Over-2025')).status).toBe(422);
      expect((await adminLogin(api, username, password)).status).toBe(200);
    });

    it('a non-super admin cannot edit a super admin, and is told the target outranks it', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api, { permissions: [...PERMISSION_KEYS] });
      const response = await calls.update(token, await calls.seededId(), { name: 'تغییر' });
      expect(response.status).toBe(403);
      expect(response.body.data).toEqual({ code: 'TARGET_OUTRANKS_CALLER' });
    });

    /** Each kind of change a manager could make; none may reach an admin holding a key the manager lacks. */
    const changesToStronger: [string, Parameters<typeof formData>[0]][] = [
      ['disable', { is_active: 'false' }],
      ['strip the permissions of', { permissions: ['admins.manage'] }],
      ['rename', { name: 'تغییرنام' }],
      ['change the username of', { username: 'renamed_stronger' }],
      ['reset the password of', { password: 'Taken-Over-2025' }],
      ['replace the avatar of', { avatar: new File([new Uint8Array(PNG_1X1)], 'a.png', { type: 'image/png' }) }],
    ];
    for (const [change, fields] of changesToStronger) {
      it(`an admin cannot ${change} an admin holding a permission it lacks (403 TARGET_OUTRANKS_CALLER)`, async ({ api }) => {
        const calls = adminCalls(api);
        const superToken = await adminToken(api);
        const { admin: stronger } = await createAdminViaApi(api, superToken, { permissions: ['admins.manage', 'payments.view'] });
        const before = (await calls.first(superToken, stronger.id)).body.data.admin;
        const token = await adminToken(api, { permissions: ['admins.manage'] });

        const response = await calls.update(token, stronger.id, fields);
        expect(response.status, response.text).toBe(403);
        expectErrorEnvelope(response);
        expect(response.body.message).toMatch(PERSIAN_LETTERS);
        expect(response.body.data).toEqual({ code: 'TARGET_OUTRANKS_CALLER' });
        expect((await calls.first(superToken, stronger.id)).body.data.admin).toEqual(before);
      });
    }

    it('an admin can still edit an admin holding only permissions it holds too', async ({ api }) => {
      const calls = adminCalls(api);
      const { admin: peer } = await createAdminViaApi(api, await adminToken(api), { permissions: ['users.view'] });
      const token = await adminToken(api, { permissions: ['admins.manage', 'users.view'] });
      const response = await calls.update(token, peer.id, { name: 'همکار', is_active: 'false' });
      expect(response.status, response.text).toBe(200);
      expect(response.body.data.admin).toMatchObject({ name: 'همکار', is_active: false });
    });
  });

  describe.concurrent('listing and updating admins', () => {
    it('the list searches name and username and paginates with total, page and per_page', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api);
      for (let i = 1; i <= 5; i++) await insertAdmin(api, { name: `پشتیبان ${i}`, username: `support_${i}` });
      await insertAdmin(api, { name: 'حسابدار', username: 'accountant' });

      const all = await calls.list(token);
      expect(all.status, all.text).toBe(200);
      expect(all.body.data).toMatchObject({ total: 7, page: 1, per_page: 20 });
      expect(all.body.data.items).toHaveLength(7);
      expect(all.text).not.toContain('password_hash');

      const byUsername = await calls.list(token, '?search=support&per_page=2&page=2&sort=id:asc');
      expect(byUsername.body.data).toMatchObject({ total: 5, page: 2, per_page: 2 });
      expect(byUsername.body.data.items.map((admin: { username: string }) => admin.username)).toEqual(['support_3', 'support_4']);

      const lastPage = await calls.list(token, '?search=support&per_page=2&page=3&sort=id:asc');
      expect(lastPage.body.data.items.map((admin: { username: string }) => admin.username)).toEqual(['support_5']);

      const byName = await calls.list(token, `?search=${encodeURIComponent('حسابدار')}`);
      expect(byName.body.data.total).toBe(1);
      expect(byName.body.data.items[0].username).toBe('accountant');

      expect((await calls.list(token, '?search=nobody')).body.data).toMatchObject({ total: 0, items: [] });
    });

    it('a search for an underscore or a percent sign matches it literally', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api);
      await insertAdmin(api, { name: 'علی', username: 'ali_r' });
      await insertAdmin(api, { name: 'علی', username: 'alixr' });
      const underscore = await calls.list(token, '?search=i_r');
      expect(underscore.body.data.items.map((admin: { username: string }) => admin.username)).toEqual(['ali_r']);
      expect((await calls.list(token, '?search=%25')).body.data.total).toBe(0);
    });

    it('a search typed with Arabic ي and ك finds a name written with Persian ی and ک', async ({ api }) => {
      await insertAdmin(api, { name: 'کریمی', username: 'karimi' });
      const found = await adminCalls(api).list(await adminToken(api), `?search=${encodeURIComponent('كريمي')}`);
      expect(found.body.data.items.map((admin: { username: string }) => admin.username)).toEqual(['karimi']);
    });

    it('a name stored with Arabic ي and ك is found by a search typed in Persian', async ({ api }) => {
      await insertAdmin(api, { name: 'كاظمي', username: 'kazemi' });
      const found = await adminCalls(api).list(await adminToken(api), `?search=${encodeURIComponent('کاظمی')}`);
      expect(found.body.data.items.map((admin: { username: string }) => admin.username)).toEqual(['kazemi']);
    });

    it('a search in Persian or Arabic-Indic digits finds a username with Latin digits', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api);
      await insertAdmin(api, { name: 'پشتیبان', username: 'support_427' });
      for (const digits of ['۴۲۷', '٤٢٧']) {
        const found = await calls.list(token, `?search=${encodeURIComponent(digits)}`);
        expect(found.body.data.items.map((admin: { username: string }) => admin.username)).toEqual(['support_427']);
      }
    });

    it('a renamed admin is found by the new name and no longer by the old one', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api);
      const created = await calls.create(token, { name: 'پرستو', username: 'parastoo', password: 'Abr-Baharan-77' });
      expect(created.status, created.text).toBe(201);
      await calls.update(token, created.body.data.admin.id, { name: 'نسترن' });
      expect((await calls.list(token, `?search=${encodeURIComponent('نسترن')}`)).body.data.total).toBe(1);
      expect((await calls.list(token, `?search=${encodeURIComponent('پرستو')}`)).body.data.total).toBe(0);
    });

    it('the list starts with the newest admin, so one just added is on the first page', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api);
      for (let i = 1; i <= 3; i++) {
        await insertAdmin(api, { name: `مدیر ${i}`, username: `newest_${i}` });
        api.clock.advance(60_000);
      }
      const created = await calls.create(token, { name: 'تازه', username: 'newest_made', password: 'Abr-Baharan-77' });
      expect(created.status, created.text).toBe(201);
      const first = await calls.list(token, '?per_page=2');
      expect(first.body.data.items.map((admin: { username: string }) => admin.username)).toEqual(['newest_made', 'newest_3']);
    });

    it('the list sorts by an allowed field either way', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api);
      await insertAdmin(api, { name: 'ب', username: 'sorted_b' });
      await insertAdmin(api, { name: 'الف', username: 'sorted_a' });
      const usernames = async (sort: string) =>
        ((await calls.list(token, `?sort=${sort}&search=sorted`)).body.data.items as { username: string }[]).map((admin) => admin.username);
      expect(await usernames('username:asc')).toEqual(['sorted_a', 'sorted_b']);
      expect(await usernames('username:desc')).toEqual(['sorted_b', 'sorted_a']);
      expect(await usernames('id:desc')).toEqual(['sorted_a', 'sorted_b']);
    });

    it('a sort by a field the list does not allow is refused with 422 in Persian', async ({ api }) => {
      const response = await adminCalls(api).list(await adminToken(api), '?sort=password_hash:asc');
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors).toEqual(['ترتیب فهرست معتبر نیست.']);
    });

    it('a page of up to 100 admins is served and one of 101 is refused', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api);
      expect((await calls.list(token, '?per_page=100')).body.data.per_page).toBe(100);
      expect((await calls.list(token, '?per_page=101')).status).toBe(422);
    });

    it('a bad page size is refused with 422', async ({ api }) => {
      const response = await adminCalls(api).list(await adminToken(api), '?per_page=1000');
      expect(response.status).toBe(422);
      expectErrorEnvelope(response);
    });

    it('first returns one admin, and 404 for an unknown id', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api);
      const { admin } = await createAdminViaApi(api, token, { name: 'نرگس', permissions: ['views.view'] });

      const found = await calls.first(token, admin.id);
      expect(found.status, found.text).toBe(200);
      expect(found.body.data.admin).toMatchObject({ id: admin.id, name: 'نرگس', permissions: ['views.view'] });
      expect(found.text).not.toContain('password_hash');

      const missing = await calls.first(token, 999_999);
      expect(missing.status).toBe(404);
      expectErrorEnvelope(missing);
    });

    it('update changes the name and permissions', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api);
      const { admin, username, password } = await createAdminViaApi(api, token, { name: 'قدیمی', permissions: ['users.view'] });

      const response = await calls.update(token, admin.id, { name: 'جدید', permissions: ['payments.view', 'payments.export'] });
      expect(response.status, response.text).toBe(200);
      expect(response.body.data.admin).toMatchObject({ id: admin.id, name: 'جدید', permissions: ['payments.view', 'payments.export'] });
      expect((await calls.first(token, admin.id)).body.data.admin).toMatchObject({ name: 'جدید', permissions: ['payments.view', 'payments.export'] });
      expect((await adminLogin(api, username, password)).body.data.admin.permissions).toEqual(['payments.view', 'payments.export']);
    });

    it('update of an unknown admin answers 404', async ({ api }) => {
      const response = await adminCalls(api).update(await adminToken(api), 999_999, { name: 'هیچ‌کس' });
      expect(response.status).toBe(404);
      expectErrorEnvelope(response);
    });

    it('an admin cannot take admins.manage away from itself', async ({ api }) => {
      const calls = adminCalls(api);
      const superToken = await adminToken(api);
      const { admin, username, password } = await createAdminViaApi(api, superToken, { permissions: ['admins.manage', 'users.view'] });
      const token = (await adminLogin(api, username, password)).body.token!;

      const response = await calls.update(token, admin.id, { permissions: ['users.view'] });
      expect(response.status, response.text).toBe(422);
      expectErrorEnvelope(response);
      expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
      expect((await calls.list(token)).status).toBe(200);
      // Its own name it may change.
      expect((await calls.update(token, admin.id, { name: 'خودم' })).status).toBe(200);
    });

    it('the last active super admin cannot be demoted or disabled', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api);
      const seededId = await calls.seededId();
      const changes: Parameters<typeof formData>[0][] = [{ is_super: 'false', permissions: ['admins.manage'] }, { is_active: 'false' }];
      for (const fields of changes) {
        const response = await calls.update(token, seededId, fields);
        expect(response.status, response.text).toBe(422);
        expectErrorEnvelope(response);
      }
      expect((await calls.first(token, seededId)).body.data.admin).toMatchObject({ is_super: true, is_active: true });
    });

    it('a refused demotion of the last super admin keeps no file of the avatar sent with it', async ({ api }) => {
      const calls = adminCalls(api);
      const avatar = new File([new Uint8Array(PNG_1X1)], 'a.png', { type: 'image/png' });
      const response = await calls.update(await adminToken(api), await calls.seededId(), { is_super: 'false', permissions: ['admins.manage'], avatar });

      expect(response.status, response.text).toBe(422);
      expect(await fs.readdir(path.join(api.env.STORAGE_ROOT, 'avatars')).catch(() => [])).toEqual([]);
      expect((await calls.first(await adminToken(api), await calls.seededId())).body.data.admin.avatar_url).toBeNull();
    });

    it('a super admin can be demoted or disabled when another active super admin exists', async ({ api }) => {
      const calls = adminCalls(api);
      const token = await adminToken(api);
      const seededId = await calls.seededId();
      const second = await createAdminViaApi(api, token, { is_super: true });
      expect(second.admin.is_super).toBe(true);

      const demoted = await calls.update(token, seededId, { is_super: 'false', permissions: ['admins.manage'] });
      expect(demoted.status, demoted.text).toBe(200);
      expect(demoted.body.data.admin).toMatchObject({ is_super: false, permissions: ['admins.manage'] });

      // Now the second is the last active super admin: the rule holds for it too.
      const secondToken = (await adminLogin(api, second.username, second.password)).body.token!;
      expect((await calls.update(secondToken, second.admin.id, { is_super: 'false', permissions: ['admins.manage'] })).status).toBe(422);
      // A disabled super admin does not count as active; another super may disable one while two are active.
      const third = await createAdminViaApi(api, secondToken, { is_super: true });
      const disabled = await calls.update(secondToken, third.admin.id, { is_active: 'false' });
      expect(disabled.status, disabled.text).toBe(200);
      expect(disabled.body.data.admin).toMatchObject({ is_super: true, is_active: false });
      expect((await calls.update(secondToken, second.admin.id, { is_super: 'false', permissions: ['admins.manage'] })).status).toBe(422);
    });

    it('two super admins demoting each other at once: exactly one demotion goes through and one super admin stays', async ({ api }) => {
      const calls = adminCalls(api);
      const firstToken = await adminToken(api);
      const second = await createAdminViaApi(api, firstToken, { is_super: true });
      const secondToken = (await adminLogin(api, second.username, second.password)).body.token!;
      const demote = { is_super: 'false', permissions: ['admins.manage'] };

      const answers = await Promise.all([calls.update(firstToken, second.admin.id, demote), calls.update(secondToken, await calls.seededId(), demote)]);
      // The other is refused: 422 for the last super admin, or 403 when its caller was demoted before its request was checked.
      expect(
        answers.map((answer) => answer.status).sort((a, b) => a - b),
        answers.map((answer) => answer.text).join('\n'),
      ).toEqual([200, expect.toBeOneOf([403, 422])]);
      const supers = await api.services.db.selectFrom('admins').select('id').where('is_super', '=', 1).where('is_active', '=', 1).execute();
      expect(supers).toHaveLength(1);
    });

    it('two super admins demoting each other in step through the service: one is demoted, the other refused', async ({ api }) => {
      const { admins, db } = api.services;
      const first = await db
        .selectFrom('admins')
        .selectAll()
        .where('id', '=', await adminCalls(api).seededId())
        .executeTakeFirstOrThrow();
      const created = await createAdminViaApi(api, await adminToken(api), { is_super: true });
      const second = await db.selectFrom('admins').selectAll().where('id', '=', created.admin.id).executeTakeFirstOrThrow();
      const demote = { is_super: false, permissions: ['admins.manage' as const] };

      const outcomes = await Promise.allSettled([admins.update(first, second.id, demote), admins.update(second, first.id, demote)]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const supers = await db.selectFrom('admins').select('id').where('is_super', '=', 1).where('is_active', '=', 1).execute();
      expect(supers).toHaveLength(1);
    });
  });
});
