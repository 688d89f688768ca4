import { describe, expect, it as plainIt } from 'vitest';
import type { PublicAuditEntry } from '../../shared/contracts/audit.schemas';
import { routeTable } from '../../server/routes';
import { containsSearch } from '../../server/db/paginate';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  adminLogin,
  adminToken,
  apiTest,
  createAdminViaApi,
  dialects,
  expectErrorEnvelope,
  formData,
  type TestApi,
} from '../support/test-api';

const NEW_PASSWORD = 'Abr-Baharan-77';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const auditCalls = (api: TestApi) => ({
  list: async (token: string, query = '') => {
    const response = await api.request('GET', `/admin/audit/list${query}`, { token });
    expect(response.status, response.text).toBe(200);
    return response.body.data as { items: PublicAuditEntry[]; total: number; page: number; per_page: number };
  },
  rows: () => api.services.db.selectFrom('audit_log').selectAll().execute(),
  seededId: async () => Number((await api.services.db.selectFrom('admins').select('id').where('username', '=', ADMIN_USERNAME).executeTakeFirstOrThrow()).id),
});

plainIt('every data-changing admin route of the table, but sign-in, the gift read and the player’s calls, declares its audit action', () => {
  // The seed paths read one gift with PATCH (/admin/gifts/{id}/single): a read, so no audit row.
  // The player asks for a playback address (a read) and saves where its admin is every ten seconds
  // (their own viewing, which an audit row each time would bury the log under).
  const reads = ['/admin/auth/login', '/admin/gifts/:id/single', '/admin/videos/:id/playback', '/admin/videos/:id/position'];
  const undeclared = routeTable.filter((r) => r.path.startsWith('/admin/') && r.method !== 'get' && !reads.includes(r.path) && !r.audit);
  expect(undeclared.map((r) => `${r.method.toUpperCase()} ${r.path}`)).toEqual([]);
});

describe.each(dialects)('audit log on %s', (dialect) => {
  const it = apiTest(dialect);
  const behindProxy = apiTest(dialect, { env: { TRUST_PROXY: 'true' } });

  describe.concurrent('what is recorded', () => {
    behindProxy('login, create, update, change_profile, change_password and logout each write who, what, target, when and IP', async ({ api }) => {
      const { list, seededId } = auditCalls(api);
      const superId = await seededId();
      const ip = { 'x-forwarded-for': '203.0.113.7' };
      const times: number[] = [];
      const step = () => {
        api.advanceMinutes(1);
        times.push(api.clock.now());
      };

      step();
      const token = (await adminLogin(api, ADMIN_USERNAME, ADMIN_PASSWORD, ip)).body.token!;
      step();
      const created = await api.request('POST', '/admin/admin/create', {
        token,
        headers: ip,
        form: formData({ name: 'ثبت‌شده', username: 'audited', password: 'Kooh-Damavand-5671', permissions: ['users.view'] }),
      });
      expect(created.status, created.text).toBe(201);
      const staffId = created.body.data.admin.id as number;
      step();
      const updated = await api.request('POST', `/admin/admin/${staffId}/update`, { token, headers: ip, form: formData({ name: 'ویرایش‌شده' }) });
      expect(updated.status, updated.text).toBe(200);
      step();
      const profile = await api.request('POST', '/admin/change_profile', {
        token,
        headers: ip,
        form: formData({ name: 'مدیر کل', avatar: new File([new Uint8Array(PNG)], 'a.png', { type: 'image/png' }) }),
      });
      expect(profile.status, profile.text).toBe(200);
      step();
      const password = await api.request('POST', '/admin/change_password', {
        token,
        headers: ip,
        body: { current_password: ADMIN_PASSWORD, password: NEW_PASSWORD },
      });
      expect(password.status, password.text).toBe(200);
      step();
      expect((await api.request('POST', '/admin/auth/logout', { token, headers: ip })).status).toBe(200);

      const { items, total } = await list(await adminToken(api));
      expect(total).toBe(6);
      const oldestFirst = [...items].reverse();
      const expected = [
        ['admin.login', superId],
        ['admin.create', staffId],
        ['admin.update', staffId],
        ['profile.update', superId],
        ['profile.password', superId],
        ['admin.logout', superId],
      ] as const;
      expected.forEach(([action, targetId], index) => {
        expect(oldestFirst[index], action).toMatchObject({
          admin_id: superId,
          admin_username: ADMIN_USERNAME,
          action,
          target_type: 'admin',
          target_id: String(targetId),
          ip: '203.0.113.7',
          created_at: times[index],
        });
      });
      expect(oldestFirst[1]!.details).toMatchObject({ username: 'audited', permissions: ['users.view'], is_super: false });
      expect(oldestFirst[2]!.details).toMatchObject({ changed: expect.arrayContaining(['name']) });
      // No secret reaches the log.
      const everything = JSON.stringify(await auditCalls(api).rows());
      for (const secret of [ADMIN_PASSWORD, NEW_PASSWORD, 'Kooh-Damavand-5671', token, 'scrypt$']) expect(everything).not.toContain(secret);
    });

    it('refused calls and reads write nothing', async ({ api }) => {
      const { rows, seededId } = auditCalls(api);
      const token = await adminToken(api);
      const limited = await adminToken(api, { permissions: ['users.view'] });

      expect((await adminLogin(api, ADMIN_USERNAME, 'Wrong-Pass-00')).status).toBe(422);
      expect((await api.request('POST', `/admin/admin/${await seededId()}/update`, { token, form: formData({ is_active: 'false' }) })).status).toBe(422);
      expect((await api.request('POST', '/admin/admin/create', { token: limited, form: formData({ name: 'x' }) })).status).toBe(403);
      expect((await api.request('POST', '/admin/change_password', { token, body: { current_password: 'Wrong-Pass-00', password: NEW_PASSWORD } })).status).toBe(
        422,
      );
      for (const path of ['/admin/dashboard', '/admin/menu', '/admin/profile', '/admin/admin/list', '/admin/audit/list']) {
        expect((await api.request('GET', path, { token })).status).toBe(200);
      }
      expect(await rows()).toEqual([]);
    });

    it('the entry names the admin who acted, not the one acted on', async ({ api }) => {
      const { list } = auditCalls(api);
      const superToken = await adminToken(api);
      const manager = await createAdminViaApi(api, superToken, { permissions: ['admins.manage', 'users.view'] });
      const managerToken = (await adminLogin(api, manager.username, manager.password)).body.token!;
      const staff = await createAdminViaApi(api, managerToken, { permissions: ['users.view'] });

      const { items } = await list(superToken, `?action=admin.create&admin_id=${manager.admin.id}`);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ admin_id: manager.admin.id, admin_username: manager.username, target_id: String(staff.admin.id) });
    });
  });

  /** 23:30 in Tehran on 2026-01-01. */
  const lateInTehran = apiTest(dialect, { startAt: Date.UTC(2026, 0, 1, 20, 0) });

  lateInTehran('from and to take whole Tehran days, both included', async ({ api }) => {
    const { list } = auditCalls(api);
    const adminId = await auditCalls(api).seededId();
    await api.services.db.deleteFrom('audit_log').execute();
    const record = (ip: string) => api.services.audit.record({ adminId, action: 'admin.login', ip });
    await record('10.0.0.1'); // 2026-01-01 23:30 Tehran
    api.advanceMinutes(60);
    await record('10.0.0.2'); // 2026-01-02 00:30 Tehran, still 2026-01-01 in UTC
    api.advanceMinutes(24 * 60);
    await record('10.0.0.3'); // 2026-01-03 00:30 Tehran
    const token = await adminToken(api);
    const ips = async (query: string) => (await list(token, `${query}&sort=created_at:asc`)).items.map((item) => item.ip);
    expect(await ips('?from=2026-01-01&to=2026-01-01')).toEqual(['10.0.0.1']);
    expect(await ips('?from=2026-01-02&to=2026-01-02')).toEqual(['10.0.0.2']);
    expect(await ips('?from=2026-01-02')).toEqual(['10.0.0.2', '10.0.0.3']);
    expect(await ips('?to=2026-01-02')).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  describe.concurrent('the audit list', () => {
    it('an entry about an admin carries that admin’s current name, so the log can say whom it was about', async ({ api }) => {
      const { list } = auditCalls(api);
      const token = await adminToken(api);
      const staff = await createAdminViaApi(api, token, { name: 'علی', permissions: [] });
      const { items } = await list(token, '?action=admin.create');
      expect(items[0]).toMatchObject({ target_type: 'admin', target_id: String(staff.admin.id), target_name: 'علی' });
    });

    it('stops counting at 1,000 entries and says so, and counts exactly once the pages reach past them', async ({ api }) => {
      const token = await adminToken(api);
      const adminId = await auditCalls(api).seededId();
      const now = api.clock.now();
      const entries = Array.from({ length: 1_200 }, (_, i) => ({ admin_id: adminId, action: 'admin.login', ip: '10.0.0.1', created_at: now - i }));
      for (let i = 0; i < entries.length; i += 300)
        await api.services.db
          .insertInto('audit_log')
          .values(entries.slice(i, i + 300))
          .execute();
      const first = await api.request('GET', '/admin/audit/list?per_page=20', { token });
      expect(first.status, first.text).toBe(200);
      expect(first.body.data).toMatchObject({ total: 1_000, total_capped: true });
      const deep = await api.request('GET', '/admin/audit/list?per_page=20&page=55', { token });
      expect(deep.body.data.total).toBe(1_200);
      expect(deep.body.data.total_capped).toBeUndefined();
    });

    /** 12 entries a minute apart: admin A logs in and out by turns, admin B updates. */
    async function seedEntries(api: TestApi) {
      const superId = await auditCalls(api).seededId();
      const other = await createAdminViaApi(api, await adminToken(api), { permissions: [] });
      await api.services.db.deleteFrom('audit_log').execute();
      for (let i = 0; i < 12; i++) {
        api.advanceMinutes(1);
        const [adminId, action] = i % 3 === 2 ? [other.admin.id, 'admin.update'] : [superId, i % 3 === 0 ? 'admin.login' : 'admin.logout'];
        await api.services.audit.record({ adminId, action, target: { type: 'admin', id: adminId }, ip: `10.0.0.${i}` });
      }
      return { superId, otherId: other.admin.id };
    }

    it('lists newest first with total, page and per_page', async ({ api }) => {
      await seedEntries(api);
      const { list } = auditCalls(api);
      const token = await adminToken(api);

      const first = await list(token);
      expect(first).toMatchObject({ total: 12, page: 1, per_page: 20 });
      const times = first.items.map((item) => item.created_at);
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const third = await list(token, '?per_page=5&page=3');
      expect(third).toMatchObject({ total: 12, page: 3, per_page: 5 });
      expect(third.items.map((item) => item.ip)).toEqual(['10.0.0.1', '10.0.0.0']);
      const pages = [...(await list(token, '?per_page=5&page=1')).items, ...(await list(token, '?per_page=5&page=2')).items, ...third.items];
      expect(pages.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
    });

    it('filters by action', async ({ api }) => {
      await seedEntries(api);
      const result = await auditCalls(api).list(await adminToken(api), '?action=admin.login');
      expect(result.total).toBe(4);
      expect(new Set(result.items.map((item) => item.action))).toEqual(new Set(['admin.login']));
    });

    it('filters by admin_id, alone and with action and pagination', async ({ api }) => {
      const { superId, otherId } = await seedEntries(api);
      const { list } = auditCalls(api);
      const token = await adminToken(api);

      const byOther = await list(token, `?admin_id=${otherId}`);
      expect(byOther.total).toBe(4);
      expect(new Set(byOther.items.map((item) => item.admin_id))).toEqual(new Set([otherId]));
      expect(byOther.items[0]!.admin_name).toEqual(expect.any(String));

      const bySuper = await list(token, `?admin_id=${superId}&action=admin.logout&per_page=3&page=2`);
      expect(bySuper).toMatchObject({ total: 4, page: 2, per_page: 3 });
      expect(bySuper.items).toHaveLength(1);
      expect(bySuper.items[0]).toMatchObject({ admin_id: superId, action: 'admin.logout' });

      expect((await list(token, `?admin_id=${otherId}&action=admin.login`)).total).toBe(0);
    });

    it('a search typed with Arabic ي and ك and Arabic-Indic digits finds the entries of the admin it names', async ({ api }) => {
      const { list } = auditCalls(api);
      const token = await adminToken(api);
      const staff = await createAdminViaApi(api, token, { name: 'کیمیا یکتا', username: 'kimia_7', permissions: [] });
      for (const search of ['كيميا يكتا', 'kimia_٧']) {
        const found = await list(token, `?action=admin.create&search=${encodeURIComponent(search)}`);
        expect(found.items.map((item) => item.target_id)).toEqual([String(staff.admin.id)]);
      }
    });

    it('a search for % or _ matches them literally', async ({ api }) => {
      await seedEntries(api);
      const { list } = auditCalls(api);
      const token = await adminToken(api);
      expect((await list(token, '?search=0.0')).total).toBe(12);
      expect((await list(token, '?search=0_0')).total).toBe(0);
      expect((await list(token, '?search=0%250')).total).toBe(0);
    });

    it('a search for an address finds, through its trigram index, exactly the entries a LIKE over every address finds, with their exact total', async ({
      api,
    }) => {
      const adminId = await auditCalls(api).seededId();
      await api.services.db.deleteFrom('audit_log').execute();
      // IPv4 and IPv6 (hex written in either case), recorded as requests give them; each address twice or three times.
      const ADDRESSES = ['10.0.0.12', '10.12.3.4', '110.12.30.41', '192.168.1.1', '192.168.10.1', '2001:DB8::1', '2001:db8::12', '::1', 'fe80::abcd:12'];
      for (let i = 0; i < 24; i++) {
        api.advanceMinutes(1);
        await api.services.audit.record({ adminId, action: 'admin.login', ip: ADDRESSES[i % ADDRESSES.length]! });
      }
      const { list } = auditCalls(api);
      const token = await adminToken(api);
      for (const term of ['10.12.', '10.12.3.4', '۱۰.۱۲', '192.168.1', '0.1', '2001:db8', 'DB8::1', 'abcd', '::1', '::', '12', '1', 'fe80::abcd:12', '10.99']) {
        const matches = containsSearch(['admins.search_text', 'audit_log.ip'], term)!;
        const expected = await api.services.db
          .selectFrom('audit_log')
          .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
          .select('audit_log.id')
          .where(matches)
          .orderBy('audit_log.id')
          .execute();
        const found = await list(token, `?search=${encodeURIComponent(term)}&per_page=100&sort=created_at:asc`);
        expect(
          found.items.map((item) => item.id),
          `«${term}»`,
        ).toEqual(expected.map((row) => Number(row.id)));
        expect(found.total, `«${term}»`).toBe(expected.length);
      }
    });

    it('sorts by action either way, and by time oldest first', async ({ api }) => {
      await seedEntries(api);
      const { list } = auditCalls(api);
      const token = await adminToken(api);
      const actions = (await list(token, '?sort=action:asc')).items.map((item) => item.action);
      expect(actions).toEqual([...actions].sort());
      expect(new Set(actions).size).toBe(3);
      expect((await list(token, '?sort=action:desc')).items.map((item) => item.action)).toEqual([...actions].reverse());
      const times = (await list(token, '?sort=created_at:asc')).items.map((item) => item.created_at);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('a sort the list does not allow is refused with 422 in Persian', async ({ api }) => {
      const response = await api.request('GET', '/admin/audit/list?sort=ip:asc', { token: await adminToken(api) });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual(['ترتیب فهرست معتبر نیست.']);
      expectErrorEnvelope(response);
    });

    it('a malformed day or a start after the end is refused with 422', async ({ api }) => {
      const token = await adminToken(api);
      for (const query of ['?from=1404-13-01', '?to=yesterday', '?from=2026-01-02&to=2026-01-01']) {
        const response = await api.request('GET', `/admin/audit/list${query}`, { token });
        expect(response.status, query).toBe(422);
      }
    });

    it('an English caller reads the list’s refusals in English, each naming its field', async ({ api }) => {
      const token = await adminToken(api);
      const headers = { 'accept-language': 'en' };
      const errorsOf = async (query: string) => (await api.request('GET', `/admin/audit/list${query}`, { token, headers })).body.errors;
      expect(await errorsOf('?sort=ip:asc')).toEqual(['The list order is not valid.']);
      expect(await errorsOf('?from=1404-13-01')).toEqual(['The start date must be a day written YYYY-MM-DD.']);
      expect(await errorsOf('?from=2026-01-02&to=2026-01-01')).toEqual(['The start date must not be after the end date.']);
      expect(await errorsOf('?admin_id=abc')).toEqual([expect.stringMatching(/^Admin id: /)]);
      expect(await errorsOf('?per_page=101')).toEqual(['The page size is not valid.']);
    });

    it('a malformed admin_id is refused with 422', async ({ api }) => {
      const response = await api.request('GET', '/admin/audit/list?admin_id=abc', { token: await adminToken(api) });
      expect(response.status).toBe(422);
    });
  });
});
