import { describe, expect } from 'vitest';
import { CONTACT_ALLOWANCE } from '../../server/modules/contact-us/service';
import { adminToken, apiTest, dialects, expectErrorEnvelope, expectThrottled, PERSIAN_LETTERS, type TestApi } from '../support/test-api';

const aMessage = { name: 'سارا احمدی', mobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹', subject: 'پرسش دربارهٔ شارژ', message: 'شارژ حساب من هنوز ننشسته است.' };

const send = (api: TestApi, body: Record<string, unknown>) => api.request('POST', '/contact_us', { body });
const list = async (api: TestApi, query = '', token?: string) =>
  api.request('GET', `/admin/contact_us/list${query}`, { token: token ?? (await adminToken(api)) });
const open = async (api: TestApi, id: number, token?: string) => api.request('GET', `/admin/contact_us/${id}`, { token: token ?? (await adminToken(api)) });
const storedCount = async (api: TestApi) =>
  Number(
    (
      await api.services.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(dialects)('contact-us on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('sending', () => {
    it('a visitor’s message is stored with the mobile in Latin digits, unread', async ({ api }) => {
      const sent = await send(api, aMessage);
      expect(sent.status, sent.text).toBe(201);
      expect(sent.body.message).toMatch(PERSIAN_LETTERS);
      const page = await list(api);
      expect(page.body.data.items).toEqual([
        expect.objectContaining({
          name: 'سارا احمدی',
          mobile: '09123456789',
          email: null,
          subject: 'پرسش دربارهٔ شارژ',
          excerpt: 'شارژ حساب من هنوز ننشسته است.',
          is_read: false,
        }),
      ]);
    });

    it('an email alone is enough to be answered on', async ({ api }) => {
      const sent = await send(api, { ...aMessage, mobile: '', email: 'Sara@Example.com' });
      expect(sent.status, sent.text).toBe(201);
      expect((await list(api)).body.data.items[0]).toMatchObject({ mobile: null, email: 'sara@example.com' });
    });

    it('a message with neither mobile nor email is refused in Persian with 422', async ({ api }) => {
      const refused = await send(api, { ...aMessage, mobile: '' });
      expect(refused.status, refused.text).toBe(422);
      expectErrorEnvelope(refused);
      expect(refused.body.errors!.join(' ')).toContain('موبایل یا ایمیل');
      expect(await storedCount(api)).toBe(0);
    });

    it.for([
      ['a mobile that is not one', { mobile: '12345' }],
      ['an email that is not one', { mobile: '', email: 'not-an-email' }],
      ['a one-letter name', { name: 'س' }],
      ['no subject', { subject: ' ' }],
      ['a message too short', { message: 'سلام' }],
      ['a message too long', { message: 'ا'.repeat(5001) }],
      ['a subject that is a number', { subject: 42 }],
    ] as const)('%s is refused with 422 and nothing stored', async ([, fields], { api }) => {
      const refused = await send(api, { ...aMessage, ...fields });
      expect(refused.status, refused.text).toBe(422);
      expectErrorEnvelope(refused);
      expect(refused.body.message).toMatch(PERSIAN_LETTERS);
      expect(await storedCount(api)).toBe(0);
    });

    it('a filled honeypot is answered as sent but nothing is stored', async ({ api }) => {
      const sent = await send(api, { ...aMessage, website: 'http://spam.example' });
      expect(sent.status, sent.text).toBe(201);
      expect(sent.body.message).toBe((await send(api, aMessage)).body.message);
      expect(await storedCount(api)).toBe(1);
    });

    it(`one address may send ${CONTACT_ALLOWANCE.perAddressPerHour} messages an hour, then waits`, async ({ api }) => {
      for (let i = 0; i < CONTACT_ALLOWANCE.perAddressPerHour; i++) expect((await send(api, aMessage)).status).toBe(201);
      const refused = await send(api, aMessage);
      expectThrottled(refused, 3600);
      expect(await storedCount(api)).toBe(CONTACT_ALLOWANCE.perAddressPerHour);
      api.advanceMinutes(61);
      expect((await send(api, aMessage)).status).toBe(201);
    });

    it('a bot filling the honeypot is held to the same allowance', async ({ api }) => {
      for (let i = 0; i < CONTACT_ALLOWANCE.perAddressPerHour; i++) await send(api, { ...aMessage, website: 'x' });
      expectThrottled(await send(api, { ...aMessage, website: 'x' }), 3600);
    });
  });

  describe.concurrent('the admin list', () => {
    it('opening a message shows it whole and marks it read by the admin who opened it', async ({ api }) => {
      await send(api, { ...aMessage, message: 'ب'.repeat(400) });
      const token = await adminToken(api);
      const [row] = (await list(api, '', token)).body.data.items;
      expect(row.excerpt).toHaveLength(160);
      api.advanceMinutes(5);
      const opened = await open(api, row.id, token);
      expect(opened.status, opened.text).toBe(200);
      expect(opened.body.data.message).toMatchObject({ id: row.id, message: 'ب'.repeat(400), is_read: true, read_at: api.clock.now(), ip: 'local' });
      expect((await list(api, '', token)).body.data.items[0].is_read).toBe(true);
    });

    it('the first admin to open a message stays its reader', async ({ api }) => {
      await send(api, aMessage);
      const first = await adminToken(api);
      const second = await adminToken(api, { permissions: ['contact_us.view'] });
      const id = (await list(api, '', first)).body.data.items[0].id;
      const firstRead = (await open(api, id, first)).body.data.message;
      api.advanceMinutes(1);
      expect((await open(api, id, second)).body.data.message).toMatchObject({ read_by: firstRead.read_by, read_at: firstRead.read_at });
    });

    it('the unread and read filters split the messages', async ({ api }) => {
      const token = await adminToken(api);
      await send(api, { ...aMessage, subject: 'اول' });
      await send(api, { ...aMessage, subject: 'دوم' });
      const firstId = (await list(api, '?sort=created_at:asc', token)).body.data.items[0].id;
      await open(api, firstId, token);
      const subjects = async (state: string) => (await list(api, `?state=${state}`, token)).body.data.items.map((item: { subject: string }) => item.subject);
      expect(await subjects('unread')).toEqual(['دوم']);
      expect(await subjects('read')).toEqual(['اول']);
      const refused = await list(api, '?state=seen', token);
      expect(refused.status, refused.text).toBe(422);
      expectErrorEnvelope(refused);
    });

    it('the search finds a message by name in Arabic letters, by mobile in Persian digits, by email and by subject, `%` and `_` taken literally', async ({
      api,
    }) => {
      const token = await adminToken(api);
      await send(api, { ...aMessage, name: 'علی کریمی', mobile: '09351112233', subject: 'درخواست فاکتور' });
      await send(api, { ...aMessage, name: 'مریم', mobile: '', email: 'maryam_50@example.com', subject: 'پیشنهاد' });
      const found = async (search: string) =>
        (await list(api, `?search=${encodeURIComponent(search)}`, token)).body.data.items.map((item: { name: string }) => item.name);
      expect(await found('كريمي')).toEqual(['علی کریمی']);
      expect(await found('۰۹۳۵۱۱۱')).toEqual(['علی کریمی']);
      expect(await found('maryam_50@')).toEqual(['مریم']);
      expect(await found('%')).toEqual([]);
      expect(await found('فاکتور')).toEqual(['علی کریمی']);
      expect(await found('_')).toEqual(['مریم']);
    });

    it('the list pages newest first', async ({ api }) => {
      const token = await adminToken(api);
      for (const subject of ['یک', 'دو', 'سه']) {
        await send(api, { ...aMessage, subject });
        api.advanceMinutes(1);
      }
      const page = await list(api, '?per_page=2&page=2', token);
      expect(page.body.data).toMatchObject({ total: 3, page: 2, per_page: 2 });
      expect(page.body.data.items.map((item: { subject: string }) => item.subject)).toEqual(['یک']);
    });

    it('a message id that does not exist is a 404', async ({ api }) => {
      const missing = await open(api, 424242);
      expect(missing.status, missing.text).toBe(404);
      expectErrorEnvelope(missing);
    });

    it('an admin without contact_us.view can neither list nor open messages', async ({ api }) => {
      await send(api, aMessage);
      const id = (await list(api)).body.data.items[0].id;
      const token = await adminToken(api, { permissions: ['users.view'] });
      expect((await list(api, '', token)).status).toBe(403);
      expect((await open(api, id, token)).status).toBe(403);
      expect((await list(api)).body.data.items[0].is_read).toBe(false);
    });

    it('the dashboard counts the unread messages', async ({ api }) => {
      const token = await adminToken(api);
      await send(api, aMessage);
      await send(api, aMessage);
      const unread = async () => (await api.request('GET', '/admin/dashboard', { token })).body.data.counts.unread_contact_messages;
      expect(await unread()).toBe(2);
      await open(api, (await list(api, '', token)).body.data.items[0].id, token);
      expect(await unread()).toBe(1);
    });
  });
});
