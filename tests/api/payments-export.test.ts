import { describe, expect } from 'vitest';
import type { PaymentStatus } from '../../server/db/schema';
import { paymentSearchTextOf, paymentsRepository } from '../../server/modules/payments/repository';
import { expectBalancesMatchLedger } from '../support/ledger';
import { insertInChunks } from '../support/inserted-rows';
import { adminToken, apiTest, dialects, expectErrorEnvelope, PERSIAN_LETTERS, registerVerifiedUser, type TestApi } from '../support/test-api';
import { unzip } from '../support/unzip';

// 2026-11-22 12:05 UTC = 1405/09/01 15:35 in Tehran.
const AT = Date.UTC(2026, 10, 22, 12, 5);
const DAY = 86_400_000;

interface Seeded {
  status?: PaymentStatus;
  amount?: number;
  description?: string | null;
  createdAt?: number;
}

async function seedPayer(api: TestApi, name?: string) {
  const { user } = await registerVerifiedUser(api);
  if (name !== undefined) await api.services.db.updateTable('users').set({ name }).where('id', '=', user.id).execute();
  return user.id;
}

let authorities = 0;
async function seedPayment(api: TestApi, userId: number, p: Seeded = {}): Promise<number> {
  authorities += 1;
  const status = p.status ?? 'paid';
  const createdAt = p.createdAt ?? AT;
  return paymentsRepository(api.services.db).insert(
    {
      user_id: userId,
      amount: p.amount ?? 500_000,
      status,
      gateway: 'sandbox',
      authority: `auth-${authorities}-${Math.random().toString(36).slice(2)}`,
      gateway_reference: status === 'paid' ? `ref-${authorities}` : null,
      kind: 'top_up',
      description: p.description ?? null,
      card_pan: null,
      failure_reason: status === 'failed' ? 'cancelled' : null,
      created_at: createdAt,
      paid_at: status === 'paid' ? createdAt + 60_000 : null,
      updated_at: createdAt,
    },
    paymentSearchTextOf([`auth-${authorities}`]),
  );
}

/** `count` failed payments of one payer, a millisecond apart from AT, written straight into the table. */
async function seedManyPayments(api: TestApi, userId: number, count: number, prefix: string) {
  const values = Array.from({ length: count }, (_, i) => ({
    user_id: userId,
    amount: 10_000 + i,
    status: 'failed' as const,
    gateway: 'sandbox' as const,
    authority: `${prefix}-${i}`,
    gateway_reference: null,
    kind: 'top_up' as const,
    description: null,
    card_pan: null,
    search_text: '',
    created_at: AT + i,
    paid_at: null,
    updated_at: AT,
  }));
  await insertInChunks(api.services.db, 'payments', values);
}

const exportOf = (api: TestApi, token: string, query: string) => api.request('GET', `/admin/payments/export?${query}`, { token });

/** The CSV's data rows as arrays of cells (the test's rows have no quoted line breaks). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

describe.each(dialects)('payments export on %s', (dialect) => {
  const it = apiTest(dialect, { startAt: AT + DAY });

  describe.concurrent('CSV', () => {
    it('is UTF-8 with a BOM, a Persian header, Jalali and ISO dates and plain Rials', async ({ api }) => {
      const token = await adminToken(api);
      const userId = await seedPayer(api, 'مریم رضایی');
      const id = await seedPayment(api, userId, { amount: 1_250_000, description: 'شارژ کیف پول' });

      const response = await exportOf(api, token, 'format=csv');
      expect(response.status, response.text).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="payments-1405-09-02.csv"');
      expect([...response.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, row] = csvRows(response.text);
      expect(header![0]).toBe('شناسه پرداخت');
      expect(header!.every((cell) => PERSIAN_LETTERS.test(cell))).toBe(true);
      expect(row).toEqual([
        String(id),
        String(userId),
        'مریم رضایی',
        expect.stringMatching(/^09\d{9}$/),
        '1250000',
        'پرداخت‌شده',
        'sandbox',
        expect.stringMatching(/^auth-/),
        expect.stringMatching(/^ref-/),
        '',
        'شارژ کیف پول',
        '1405/09/01 15:35',
        '2026-11-22T12:05:00.000Z',
        '1405/09/01 15:36',
        '2026-11-22T12:06:00.000Z',
      ]);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a top-up without a description of its own reads «شارژ حساب» in its description column', async ({ api }) => {
      const userId = await seedPayer(api);
      await seedPayment(api, userId);
      const [, row] = csvRows((await exportOf(api, await adminToken(api), 'format=csv')).text);
      expect(row![10]).toBe('شارژ حساب');
    });

    it('defuses descriptions and names a spreadsheet would run as formulas', async ({ api }) => {
      const token = await adminToken(api);
      const userId = await seedPayer(api, '@x');
      for (const description of ['=cmd|/C calc', '+1', '-1', '@x']) await seedPayment(api, userId, { description });

      const rows = csvRows((await exportOf(api, token, 'format=csv')).text).slice(1);
      expect(rows.map((row) => row[10])).toEqual(["'@x", "'-1", "'+1", "'=cmd|/C calc"]);
      expect(rows.every((row) => row[2] === "'@x")).toBe(true);
    });

    it("applies the list's filters: status, payer, amount range (Persian digits too) and Tehran days", async ({ api }) => {
      const token = await adminToken(api);
      const payer = await seedPayer(api);
      const other = await seedPayer(api);
      const wanted = await seedPayment(api, payer, { amount: 300_000 });
      await seedPayment(api, payer, { amount: 300_000, status: 'failed' });
      await seedPayment(api, payer, { amount: 900_000 });
      await seedPayment(api, payer, { amount: 300_000, createdAt: AT - 3 * DAY });
      await seedPayment(api, other, { amount: 300_000 });

      const query = `format=csv&status=paid&user_id=${payer}&amount_min=۲۰۰۰۰۰&amount_max=400000&from=2026-11-22&to=2026-11-22`;
      const rows = csvRows((await exportOf(api, token, query)).text).slice(1);
      expect(rows.map((row) => Number(row[0]))).toEqual([wanted]);
    });

    it('reads every row once across batches, newest first', async ({ api }) => {
      const token = await adminToken(api);
      const userId = await seedPayer(api);
      await seedManyPayments(api, userId, 4_100, 'bulk');

      const ids = csvRows((await exportOf(api, token, 'format=csv')).text)
        .slice(1)
        .map((row) => Number(row[0]));
      expect(ids).toHaveLength(4_100);
      expect(new Set(ids).size).toBe(4_100);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });
  });

  describe.concurrent('XLSX', () => {
    it('opens as a right-to-left sheet with number and date cells', async ({ api }) => {
      const token = await adminToken(api);
      const userId = await seedPayer(api, '=HYPERLINK("x")');
      await seedPayment(api, userId, { amount: 1_250_000 });

      const response = await exportOf(api, token, 'format=xlsx');
      expect(response.status, response.text).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="payments-1405-09-02.xlsx"');
      const files = unzip(Buffer.from(response.bytes));
      expect(files.get('xl/workbook.xml')!.toString()).toContain('name="پرداخت‌ها"');
      const sheet = files.get('xl/worksheets/sheet1.xml')!.toString();
      expect(sheet).toContain('<sheetView rightToLeft="1"');
      expect(sheet).toContain('<t xml:space="preserve">شناسه پرداخت</t>');
      expect(sheet).toContain('<c><v>1250000</v></c>');
      // 1405/09/01 15:35 Tehran as a date cell in the date style.
      expect(sheet).toMatch(/<c s="1"><v>46348\.649\d*<\/v><\/c>/);
      // A text cell is never a formula: the name stays text, escaped for XML.
      expect(sheet).toContain('<t xml:space="preserve">=HYPERLINK(&quot;x&quot;)</t>');
      expect(sheet).not.toContain('<f>');
      expect(files.get('xl/styles.xml')!.toString()).toContain('formatCode="yyyy-mm-dd hh:mm"');
    });
  });

  describe.concurrent('access and validation', () => {
    it('is refused (403) to an admin without payments.export', async ({ api }) => {
      const token = await adminToken(api, { permissions: ['payments.view'] });
      const response = await exportOf(api, token, 'format=csv');
      expect(response.status).toBe(403);
      expectErrorEnvelope(response);
    });

    it('refuses an unknown format or a bad filter with a Persian 422, as the list does', async ({ api }) => {
      const token = await adminToken(api);
      for (const query of ['format=pdf', 'format=csv&status=lost', 'format=csv&from=2026-11-30&to=2026-11-01', '']) {
        const response = await exportOf(api, token, query);
        expect(response.status, query).toBe(422);
        expect(response.body.errors?.[0], query).toMatch(PERSIAN_LETTERS);
      }
    });

    it('writes the export to the audit log with its format and filters', async ({ api }) => {
      const token = await adminToken(api);
      await exportOf(api, token, 'format=xlsx&status=paid');
      const rows = await api.services.db.selectFrom('audit_log').selectAll().where('action', '=', 'payments.export').execute();
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]!.details!)).toMatchObject({ format: 'xlsx', status: 'paid' });
    });
  });
  describe.concurrent('the list beside it, on many rows', () => {
    it('stops counting at 1,000 matches and says so, and counts exactly once the pages reach past them', async ({ api }) => {
      const token = await adminToken(api);
      const userId = await seedPayer(api);
      await seedManyPayments(api, userId, 1_200, 'many');

      const first = await api.request('GET', '/admin/payments/list?per_page=20', { token });
      expect(first.status, first.text).toBe(200);
      expect(first.body.data).toMatchObject({ total: 1_000, total_capped: true });
      const deep = await api.request('GET', '/admin/payments/list?per_page=20&page=55', { token });
      expect(deep.body.data.total).toBe(1_200);
      expect(deep.body.data.total_capped).toBeUndefined();
      expect(deep.body.data.items).toHaveLength(20);
    });
  });
});
