import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import {
  adminToken,
  apiTest,
  dialects,
  expectErrorEnvelope,
  expectThrottled,
  formData,
  PERSIAN_LETTERS,
  registerVerifiedUser,
  type TestApi,
} from '../support/test-api';
import { recordingStatements } from '../support/recorded-statements';
import { supportRepository } from '../../server/modules/support/repository';
import { adminTicketListQuery } from '../../shared/contracts/support.schemas';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const file = (bytes: Uint8Array | string, name: string) =>
  new File([typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes)], name);

/** The first unit the migration made (technical support). */
const FIRST_UNIT = '1';

async function openTicket(api: TestApi, token: string, fields: Parameters<typeof formData>[0] = {}) {
  const response = await api.request('POST', '/user/support/create', {
    token,
    form: formData({ unit_id: FIRST_UNIT, subject: 'ورود به حساب', text: 'نمی‌توانم وارد شوم', ...fields }),
  });
  expect(response.status, response.text).toBe(201);
  return response.body.data.ticket as { id: number; status: string; unit_id: number };
}

async function threadOf(api: TestApi, token: string, id: number) {
  const response = await api.request('GET', `/user/support/${id}`, { token });
  expect(response.status, response.text).toBe(200);
  return response.body.data as {
    ticket: { status: string };
    messages: { id: number; author_type: string; text: string; attachment: { original_name: string; content_type: string; size: number } | null }[];
  };
}

const answer = (api: TestApi, token: string, id: number, fields: Parameters<typeof formData>[0] = { text: 'پاسخ پشتیبانی' }) =>
  api.request('POST', `/admin/support/message/${id}/create`, { token, form: formData(fields) });

const reply = (api: TestApi, token: string, id: number, text = 'پیام دوباره') =>
  api.request('POST', `/user/support/${id}/reply`, { token, form: formData({ text }) });

describe.each(dialects)('support on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('a user’s tickets', () => {
    it('a user opens a ticket with an attachment and finds it in their list and thread', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const ticket = await openTicket(api, token, { attachment: file(PNG, 'screen shot.png') });
      expect(ticket).toMatchObject({ subject: 'ورود به حساب', status: 'open', unit_id: 1, unit_name: 'پشتیبانی فنی' });

      const list = await api.request('GET', '/user/support/list', { token });
      expect(list.body.data.items.map((item: { id: number }) => item.id)).toEqual([ticket.id]);
      const thread = await threadOf(api, token, ticket.id);
      expect(thread.messages).toEqual([
        expect.objectContaining({
          author_type: 'user',
          author_name: null,
          text: 'نمی‌توانم وارد شوم',
          attachment: { original_name: 'screen shot.png', content_type: 'image/png', size: PNG.length },
        }),
      ]);
    });

    it('the unit may be typed in Persian digits', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      expect((await openTicket(api, token, { unit_id: '۲' })).unit_id).toBe(2);
    });

    it('a ticket without a subject or text is refused in Persian with 422', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const refused = await api.request('POST', '/user/support/create', { token, form: formData({ unit_id: FIRST_UNIT, subject: ' ', text: '' }) });
      expect(refused.status, refused.text).toBe(422);
      expectErrorEnvelope(refused);
      expect(refused.body.errors!.length).toBe(2);
      expect(refused.body.errors![0]).toMatch(PERSIAN_LETTERS);
    });

    it('a ticket text with a script tag is kept as the text it is', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const text = '<script>alert(1)</script> & <b>';
      const ticket = await openTicket(api, token, { text });
      expect((await threadOf(api, token, ticket.id)).messages[0]!.text).toBe(text);
    });

    it('another user’s ticket, its thread, reply, close and attachment all answer 404', async ({ api }) => {
      const owner = await registerVerifiedUser(api);
      const other = await registerVerifiedUser(api);
      const ticket = await openTicket(api, owner.token, { attachment: file('note', 'note.txt') });
      const messageId = (await threadOf(api, owner.token, ticket.id)).messages[0]!.id;

      for (const [method, path, form] of [
        ['GET', `/user/support/${ticket.id}`],
        ['POST', `/user/support/${ticket.id}/reply`, formData({ text: 'سلام' })],
        ['PATCH', `/user/support/${ticket.id}/close`],
        ['GET', `/user/support/attachment/${messageId}`],
      ] as const) {
        const refused = await api.request(method, path, { token: other.token, form });
        expect(refused.status, `${method} ${path}: ${refused.text}`).toBe(404);
        expectErrorEnvelope(refused);
      }
      const list = await api.request('GET', '/user/support/list', { token: other.token });
      expect(list.body.data.total).toBe(0);
      expect((await threadOf(api, owner.token, ticket.id)).messages).toHaveLength(1);
    });

    it('a user’s list filters by status and searches the subject in Arabic letters and Persian digits', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const first = await openTicket(api, token, { subject: 'مشکل پرداخت ۱۲۳' });
      const second = await openTicket(api, token, { subject: 'کارت بانکی' });
      await api.request('PATCH', `/user/support/${second.id}/close`, { token });

      const closed = await api.request('GET', '/user/support/list?status=closed', { token });
      expect(closed.body.data.items.map((item: { id: number }) => item.id)).toEqual([second.id]);
      const searched = await api.request('GET', `/user/support/list?search=${encodeURIComponent('پرداخت 123')}`, { token });
      expect(searched.body.data.items.map((item: { id: number }) => item.id)).toEqual([first.id]);
      const arabic = await api.request('GET', `/user/support/list?search=${encodeURIComponent('كارت')}`, { token });
      expect(arabic.body.data.items.map((item: { id: number }) => item.id)).toEqual([second.id]);
    });

    it('a list status that is not a ticket status is refused with 422', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const refused = await api.request('GET', '/user/support/list?status=pending', { token });
      expect(refused.status).toBe(422);
      expectErrorEnvelope(refused);
    });
  });

  describe.concurrent('states', () => {
    it('an admin’s answer makes the ticket answered and texts the user', async ({ api }) => {
      const { token, mobile } = await registerVerifiedUser(api);
      const ticket = await openTicket(api, token);
      const sentBefore = api.sentTo(mobile).length;

      const answered = await answer(api, await adminToken(api), ticket.id);
      expect(answered.status, answered.text).toBe(201);
      expect(answered.body.data.ticket.status).toBe('answered');
      expect(answered.body.data.message).toMatchObject({ author_type: 'admin', author_name: expect.any(String), text: 'پاسخ پشتیبانی' });
      const texts = api.sentTo(mobile).slice(sentBefore);
      expect(texts).toHaveLength(1);
      expect(texts[0]!.text).toContain(String(ticket.id).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!));
      expect((await threadOf(api, token, ticket.id)).ticket.status).toBe('answered');
    });

    it('an answer to a deleted user’s ticket texts no one and the list shows the number they had', async ({ api }) => {
      const { token, user, mobile } = await registerVerifiedUser(api);
      const ticket = await openTicket(api, token);
      const admin = await adminToken(api);
      expect((await api.request('DELETE', `/admin/users/delete/${user.id}`, { token: admin })).status).toBe(200);
      const sentBefore = api.outbox.length;

      expect((await answer(api, admin, ticket.id)).status).toBe(201);
      expect(api.outbox.length).toBe(sentBefore);
      const row = (await api.request('GET', `/admin/support/list?user_id=${user.id}`, { token: admin })).body.data.items[0];
      expect(row.user_mobile).toBe(mobile);
    });

    it('the user writing again after an answer makes it customer_reply, and another answer answered', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const admin = await adminToken(api);
      const ticket = await openTicket(api, token);
      await answer(api, admin, ticket.id);
      const replied = await reply(api, token, ticket.id);
      expect(replied.status, replied.text).toBe(201);
      expect(replied.body.data.ticket.status).toBe('customer_reply');
      expect((await answer(api, admin, ticket.id)).body.data.ticket.status).toBe('answered');
    });

    it('a user closes their ticket, and writing to it again reopens it as customer_reply', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const ticket = await openTicket(api, token);
      const closed = await api.request('PATCH', `/user/support/${ticket.id}/close`, { token });
      expect(closed.status, closed.text).toBe(200);
      expect(closed.body.data.ticket).toMatchObject({ status: 'closed', closed_at: expect.any(Number) });

      const reopened = await reply(api, token, ticket.id);
      expect(reopened.body.data.ticket).toMatchObject({ status: 'customer_reply', closed_at: null });
    });

    it('an admin closes a ticket, which the audit log records', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const ticket = await openTicket(api, token);
      const closed = await api.request('PATCH', `/admin/support/${ticket.id}/close`, { token: await adminToken(api) });
      expect(closed.body.data.ticket.status).toBe('closed');
      const audit = await api.services.db.selectFrom('audit_log').select(['action', 'target_id']).where('action', '=', 'support.close').execute();
      expect(audit).toEqual([{ action: 'support.close', target_id: String(ticket.id) }]);
    });

    it('the dashboard counts tickets waiting for an admin (open or the customer’s reply)', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const admin = await adminToken(api);
      const [open, answered, customerReply, closed] = [
        await openTicket(api, token),
        await openTicket(api, token),
        await openTicket(api, token),
        await openTicket(api, token),
      ];
      void open;
      await answer(api, admin, answered.id);
      await answer(api, admin, customerReply.id);
      await reply(api, token, customerReply.id);
      await api.request('PATCH', `/user/support/${closed.id}/close`, { token });
      const dashboard = await api.request('GET', '/admin/dashboard', { token: admin });
      expect(dashboard.body.data.counts.open_tickets).toBe(2);
    });

    it('the admin’s page of a user counts their tickets', async ({ api }) => {
      const { token, user } = await registerVerifiedUser(api);
      await openTicket(api, token);
      await openTicket(api, token);
      const single = await api.request('GET', `/admin/users/single/${user.id}`, { token: await adminToken(api) });
      expect(single.body.data.counts.tickets).toBe(2);
    });
  });

  describe.concurrent('the admins’ side', () => {
    it('stops counting at 1,000 tickets and says so, and counts exactly once the pages reach past them', async ({ api }) => {
      const alice = await registerVerifiedUser(api, { name: 'آلیس رضایی' });
      const admin = await adminToken(api);
      const { id } = await openTicket(api, alice.token);
      const opened = await api.services.db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const { id: _id, ...copy } = opened;
      for (let i = 0; i < 1_200; i += 300)
        await api.services.db
          .insertInto('support_tickets')
          .values(Array.from({ length: 300 }, () => copy))
          .execute();
      const first = await api.request('GET', '/admin/support/list?per_page=20', { token: admin });
      expect(first.status, first.text).toBe(200);
      expect(first.body.data).toMatchObject({ total: 1_000, total_capped: true });
      const deep = await api.request('GET', '/admin/support/list?per_page=20&page=55', { token: admin });
      expect(deep.body.data).toMatchObject({ total: 1_201 });
      expect(deep.body.data.total_capped).toBeUndefined();
    });

    it('names each ticket’s unit by key, without joining the units: MariaDB buffered that join and sorted every ticket for a page', async ({ api }) => {
      const alice = await registerVerifiedUser(api, { name: 'آلیس رضایی' });
      await openTicket(api, alice.token);
      // At 50,000 tickets the page took 460 ms that way; it reads 20 rows of the tickets' order now.
      const { db, statements } = recordingStatements(api.services.db);
      const page = await supportRepository(db).list(adminTicketListQuery.parse({}));
      expect(page.items.map((ticket) => ticket.unit_name)).toEqual(['پشتیبانی فنی']);
      expect(statements.map((statement) => statement.sql).join('\n')).not.toMatch(/join [`"]support_units[`"]/);
    });

    it('the list filters by status, unit and user and searches the user’s name', async ({ api }) => {
      const alice = await registerVerifiedUser(api, { name: 'آلیس رضایی' });
      const bob = await registerVerifiedUser(api, { name: 'باب' });
      const admin = await adminToken(api);
      const a = await openTicket(api, alice.token);
      const b = await openTicket(api, bob.token, { unit_id: '2' });
      await answer(api, admin, b.id);
      const ids = async (query: string) => {
        const response = await api.request('GET', `/admin/support/list${query}`, { token: admin });
        expect(response.status, response.text).toBe(200);
        return response.body.data.items.map((item: { id: number }) => item.id);
      };
      expect(await ids('')).toEqual([b.id, a.id]);
      expect(await ids('?status=open')).toEqual([a.id]);
      expect(await ids('?unit_id=2')).toEqual([b.id]);
      expect(await ids(`?user_id=${alice.user.id}`)).toEqual([a.id]);
      expect(await ids(`?search=${encodeURIComponent('رضايي')}`)).toEqual([a.id]);
      expect(await ids('?sort=created_at:asc')).toEqual([a.id, b.id]);
      const row = (await api.request('GET', '/admin/support/list?status=open', { token: admin })).body.data.items[0];
      expect(row).toMatchObject({ user_id: alice.user.id, user_name: 'آلیس رضایی', user_mobile: alice.mobile, unit_name: 'پشتیبانی فنی' });
    });

    it('the admin reads the thread and downloads the user’s attachment', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const admin = await adminToken(api);
      const ticket = await openTicket(api, token, { attachment: file('%PDF-1.4 test', 'فاکتور.pdf') });
      const thread = await api.request('GET', `/admin/support/message/${ticket.id}/list`, { token: admin });
      expect(thread.status, thread.text).toBe(200);
      expect(thread.body.data.ticket).toMatchObject({ id: ticket.id, status: 'open' });
      const message = thread.body.data.messages[0];
      const download = await api.request('GET', `/admin/support/attachment/${message.id}`, { token: admin });
      expect(download.status).toBe(200);
      expect(new TextDecoder().decode(download.bytes)).toBe('%PDF-1.4 test');
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('فاکتور.pdf')}`);
    });

    it('an admin’s answer may carry an attachment the user downloads', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const ticket = await openTicket(api, token);
      const answered = await answer(api, await adminToken(api), ticket.id, { text: 'راهنما پیوست شد', attachment: file('راهنما', 'guide.txt') });
      expect(answered.body.data.message.attachment).toEqual({ original_name: 'guide.txt', content_type: 'text/plain; charset=utf-8', size: 12 });
      const download = await api.request('GET', `/user/support/attachment/${answered.body.data.message.id}`, { token });
      expect(download.status).toBe(200);
      expect(new TextDecoder().decode(download.bytes)).toBe('راهنما');
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    });

    it('answering a ticket that does not exist is a 404', async ({ api }) => {
      const refused = await answer(api, await adminToken(api), 999_999);
      expect(refused.status).toBe(404);
      expectErrorEnvelope(refused);
    });

    it('an admin without support.manage may not read tickets', async ({ api }) => {
      const refused = await api.request('GET', '/admin/support/list', { token: await adminToken(api, { permissions: ['users.view'] }) });
      expect(refused.status).toBe(403);
    });

    it('an admin adds, renames and disables a unit; a disabled unit takes no new tickets but keeps its old ones', async ({ api }) => {
      const admin = await adminToken(api);
      const created = await api.request('POST', '/admin/support/unit/create', { token: admin, body: { name: ' فروش ' } });
      expect(created.status, created.text).toBe(201);
      const unit = created.body.data.unit;
      expect(unit).toMatchObject({ name: 'فروش', is_active: true });
      const { token } = await registerVerifiedUser(api);
      const old = await openTicket(api, token, { unit_id: String(unit.id) });

      const renamed = await api.request('PATCH', `/admin/support/unit/${unit.id}/update`, { token: admin, body: { name: 'فروش سازمانی' } });
      expect(renamed.body.data.unit).toMatchObject({ name: 'فروش سازمانی', is_active: true });
      const disabled = await api.request('PATCH', `/admin/support/unit/${unit.id}/update`, { token: admin, body: { is_active: false } });
      expect(disabled.body.data.unit).toMatchObject({ name: 'فروش سازمانی', is_active: false });

      const offered = await api.request('GET', '/user/support/unit/list', { token });
      expect(offered.body.data.items.map((item: { id: number }) => item.id)).not.toContain(unit.id);
      const all = await api.request('GET', '/admin/support/unit/list', { token: admin });
      expect(all.body.data.items).toContainEqual({ id: unit.id, name: 'فروش سازمانی', is_active: false });
      const refused = await api.request('POST', '/user/support/create', { token, form: formData({ unit_id: String(unit.id), subject: 'موضوع', text: 'متن' }) });
      expect(refused.status).toBe(422);
      expect(refused.body.data.code).toBe('SUPPORT_UNIT_UNAVAILABLE');
      expect((await threadOf(api, token, old.id)).ticket).toMatchObject({ unit_name: 'فروش سازمانی' });

      const actions = await api.services.db.selectFrom('audit_log').select('action').where('action', 'like', 'support.%').orderBy('id').execute();
      expect(actions.map((row) => row.action)).toEqual(['support.unit_create', 'support.unit_update', 'support.unit_update']);
    });

    it('a unit change with nothing to change is refused with 422', async ({ api }) => {
      const refused = await api.request('PATCH', '/admin/support/unit/1/update', { token: await adminToken(api), body: {} });
      expect(refused.status).toBe(422);
      expectErrorEnvelope(refused);
    });
  });

  describe.concurrent('how much a user may write in an hour', () => {
    const HOUR_SECONDS = 60 * 60;
    const openAnother = (api: TestApi, token: string) =>
      api.request('POST', '/user/support/create', { token, form: formData({ unit_id: FIRST_UNIT, subject: 'باز هم', text: 'متن' }) });

    it('an eleventh ticket within an hour is refused with 429, a Persian message in minutes and Retry-After, and opens after the wait', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      for (let opened = 0; opened < 10; opened += 1) await openTicket(api, token);
      const refused = await openAnother(api, token);
      const wait = expectThrottled(refused, HOUR_SECONDS);
      expect(refused.body.data.code).toBe('SUPPORT_TICKETS_RATE_LIMITED');
      expect(refused.body.message).toContain('دقیقه');
      expect((await api.request('GET', '/user/support/list', { token })).body.data.total).toBe(10);

      api.clock.advance(wait * 1000);
      expect((await openAnother(api, token)).status).toBe(201);
    });

    it('one user over the ticket allowance does not stop another', async ({ api }) => {
      const busy = await registerVerifiedUser(api);
      for (let opened = 0; opened < 10; opened += 1) await openTicket(api, busy.token);
      expect((await openAnother(api, busy.token)).status).toBe(429);
      const other = await registerVerifiedUser(api);
      expect((await openAnother(api, other.token)).status).toBe(201);
    });

    it('a sixty-first message within an hour is refused with 429, a Persian message and Retry-After', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const ticket = await openTicket(api, token);
      const sent = await Promise.all(Array.from({ length: 60 }, () => reply(api, token, ticket.id)));
      expect(sent.map((response) => response.status)).toEqual(Array(60).fill(201));
      const refused = await reply(api, token, ticket.id);
      expectThrottled(refused, HOUR_SECONDS);
      expect(refused.body.data.code).toBe('SUPPORT_REPLIES_RATE_LIMITED');
      expect((await threadOf(api, token, ticket.id)).messages).toHaveLength(1 + 60);
    });

    it('an admin’s answers are not counted: the sixty-first within an hour goes through', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const admin = await adminToken(api);
      const ticket = await openTicket(api, token);
      const answered = await Promise.all(Array.from({ length: 61 }, () => answer(api, admin, ticket.id)));
      expect(answered.map((response) => response.status)).toEqual(Array(61).fill(201));
    });
  });

  describe.concurrent('attachments', () => {
    it.for([
      ['a PNG', PNG, 'image/png'],
      ['a JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
      ['a WebP', new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]), 'image/webp'],
      ['a GIF', new TextEncoder().encode('GIF89a\x01\x00'), 'image/gif'],
      ['a PDF', new TextEncoder().encode('%PDF-1.7\n'), 'application/pdf'],
      ['a zip', new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Uint8Array(18)]), 'application/zip'],
      ['plain UTF-8 text', new TextEncoder().encode('سلام\nhello'), 'text/plain; charset=utf-8'],
      ['HTML named as an image (text, never a page)', new TextEncoder().encode('<html><script>alert(1)</script>'), 'text/plain; charset=utf-8'],
    ] as const)('%s is accepted as what its bytes are, whatever its name', async ([, bytes, type], { api }) => {
      const { token } = await registerVerifiedUser(api);
      const ticket = await openTicket(api, token, { attachment: file(bytes, 'file.exe') });
      expect((await threadOf(api, token, ticket.id)).messages[0]!.attachment!.content_type).toBe(type);
    });

    it.for([
      ['a program', new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])],
      ['text with a NUL', new TextEncoder().encode('abc\0def')],
      ['bytes that are not UTF-8', new Uint8Array([0x61, 0xff, 0xfe, 0x62])],
    ] as const)('%s is refused in Persian with 422 and no ticket is opened', async ([, bytes], { api }) => {
      const { token } = await registerVerifiedUser(api);
      const refused = await api.request('POST', '/user/support/create', {
        token,
        form: formData({ unit_id: FIRST_UNIT, subject: 'موضوع', text: 'متن', attachment: file(bytes, 'image.png') }),
      });
      expect(refused.status, refused.text).toBe(422);
      expect(refused.body.data.code).toBe('ATTACHMENT_TYPE_REFUSED');
      expect(refused.body.message).toMatch(PERSIAN_LETTERS);
      expect((await api.request('GET', '/user/support/list', { token })).body.data.total).toBe(0);
    });

    it('an attachment of exactly 5 MB is accepted and one byte more is refused with 413', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      await openTicket(api, token, { attachment: file(new Uint8Array(5 * 1024 * 1024).fill(0x61), 'a.txt') });
      const ticket = await openTicket(api, token);
      const refused = await api.request('POST', `/user/support/${ticket.id}/reply`, {
        token,
        form: formData({ text: 'متن', attachment: file(new Uint8Array(5 * 1024 * 1024 + 1).fill(0x61), 'a.txt') }),
      });
      expect(refused.status).toBe(413);
      expect(refused.body.data.code).toBe('ATTACHMENT_TOO_LARGE');
    });

    it('a sixth attachment within a minute is refused with 429 and Retry-After, while messages without one go on', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const ticket = await openTicket(api, token);
      for (let sent = 0; sent < 5; sent += 1) {
        const accepted = await api.request('POST', `/user/support/${ticket.id}/reply`, {
          token,
          form: formData({ text: 'پیوست', attachment: file('x', 'x.txt') }),
        });
        expect(accepted.status, accepted.text).toBe(201);
      }
      const refused = await api.request('POST', `/user/support/${ticket.id}/reply`, {
        token,
        form: formData({ text: 'پیوست', attachment: file('x', 'x.txt') }),
      });
      expect(refused.status).toBe(429);
      expect(refused.body.data.code).toBe('UPLOAD_RATE_LIMITED');
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await reply(api, token, ticket.id)).status).toBe(201);
    });

    it.for([
      ['a right-to-left override that shows "photo.hta" as "photo.jpg"', 'photo\u202egpj.hta', PNG, 'photogpj.png'],
      ['a page’s extension after the image’s', 'x.png.html', PNG, 'x.png'],
      ['a page’s extension on an image', 'x.html', PNG, 'x.png'],
      ['a page’s extension on text', 'note.html', '<b>hi</b>', 'note.txt'],
      ['bidi isolates and marks', '\u2067\u200fفاکتور\u2069\u061c.pdf', '%PDF-1.4', 'فاکتور.pdf'],
      ['control characters', 'a\u0007b\u0085c.txt', 'x', 'abc.txt'],
      ['no extension', 'README', 'x', 'README.txt'],
      ['nothing but dots', '...', PNG, 'attachment.png'],
      ['the other spelling of its type', 'photo.JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'photo.JPEG'],
      ['a zero-width non-joiner, which Persian words need', 'نامه\u200cها.txt', 'x', 'نامه\u200cها.txt'],
    ] as const)('an attachment named with %s is offered back under a safe name with its bytes’ extension', async ([, given, bytes, offered], { api }) => {
      const { token } = await registerVerifiedUser(api);
      const ticket = await openTicket(api, token, { attachment: file(bytes, given) });
      const message = (await threadOf(api, token, ticket.id)).messages[0]!;
      expect(message.attachment!.original_name).toBe(offered);
      const download = await api.request('GET', `/user/support/attachment/${message.id}`, { token });
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="${offered.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(offered)}`,
      );
    });

    it('an attachment stored under an unsafe name before names were cleaned is offered under a safe one', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      const ticket = await openTicket(api, token, { attachment: file(PNG, 'photo.png') });
      await api.services.db.updateTable('support_messages').set({ attachment_original_name: 'photo\u202egpj.hta' }).execute();
      const message = (await threadOf(api, token, ticket.id)).messages[0]!;
      expect(message.attachment!.original_name).toBe('photogpj.png');
      const download = await api.request('GET', `/user/support/attachment/${message.id}`, { token });
      expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''photogpj.png");
    });

    it('an attachment is stored by a server-made name under the storage root, not the name it came with', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      await openTicket(api, token, { attachment: file('x', '../../evil.txt') });
      const row = await api.services.db.selectFrom('support_messages').select(['attachment_name', 'attachment_original_name']).executeTakeFirstOrThrow();
      expect(row.attachment_name).toMatch(/^[0-9a-f]{32}\.txt$/);
      expect(row.attachment_original_name).toBe('evil.txt');
    });

    it('attachment files no message names are removed by the housekeeping once an hour old; named, recent and foreign files stay', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      await openTicket(api, token, { attachment: file(PNG, 'kept.png') });
      const folder = path.join(api.env.STORAGE_ROOT, 'support');
      const [named] = await fs.readdir(folder);
      const files = {
        orphan: '0123456789abcdef0123456789abcdef.png',
        leftover: '.fedcba9876543210fedcba9876543210.pdf.part',
        recent: '00112233445566778899aabbccddeeff.txt',
        foreign: 'notes-of-the-operator.md',
      };
      for (const name of Object.values(files)) await fs.writeFile(path.join(folder, name), 'x');
      const ageMinutes = (name: string, minutes: number) => {
        const at = (api.clock.now() - minutes * 60 * 1000) / 1000;
        return fs.utimes(path.join(folder, name), at, at);
      };
      await Promise.all([
        ageMinutes(named!, 120),
        ageMinutes(files.orphan, 61),
        ageMinutes(files.leftover, 61),
        ageMinutes(files.recent, 50),
        ageMinutes(files.foreign, 600),
      ]);

      await api.services.housekeeping.runDue();
      expect((await fs.readdir(folder)).sort()).toEqual([named, files.recent, files.foreign].sort());
      const message = (await api.services.db.selectFrom('support_messages').select('id').executeTakeFirstOrThrow()).id;
      expect((await api.request('GET', `/user/support/attachment/${message}`, { token })).status).toBe(200);
    });

    it.for([
      ['../', '..%2F..%2Fpackage.json'],
      ['encoded ../', '%252e%252e%252fpackage.json'],
      ['an absolute path', '%2Fetc%2Fpasswd'],
      ['a NUL', '1%00'],
      ['dots', '..'],
      ['a stored name', '0123456789abcdef0123456789abcdef.txt'],
      ['a message without an attachment', '1'],
      ['a message that does not exist', '999999'],
    ] as const)('an attachment id that is %s answers 404 to the user and the admin', async ([, id], { api }) => {
      const { token } = await registerVerifiedUser(api);
      await openTicket(api, token);
      for (const [path, caller] of [
        [`/user/support/attachment/${id}`, token],
        [`/admin/support/attachment/${id}`, await adminToken(api)],
      ] as const) {
        const refused = await api.request('GET', path, { token: caller });
        expect(refused.status, `${path}: ${refused.text}`).toBe(404);
        expectErrorEnvelope(refused);
      }
    });
  });
});
