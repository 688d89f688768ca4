import { describe, expect, it } from 'vitest';
import { auditDetailLines, auditTargetText } from '../../components/admin/audit-details';
import { formatterFor } from '../../hooks/use-format';
import { i18n } from '../../lib/i18n';

const fa = i18n.getFixedT('fa', 'admin');
const en = i18n.getFixedT('en', 'admin');
const faToman = formatterFor('fa', 'toman');
const faRial = formatterFor('fa', 'rial');
const enToman = formatterFor('en', 'toman');
const faDigits = faToman.digits;
const enDigits = enToman.digits;
const permissionLabels: Record<string, string> = { 'users.view': 'مشاهده کاربران', 'payments.view': 'مشاهده پرداخت‌ها' };
const permissionLabel = (key: string) => permissionLabels[key] ?? key;
const asText = (lines: { label: string; value: string }[]) => lines.map((line) => `${line.label}: ${line.value}`);
const linesOf = (action: string, details: Record<string, unknown>, t = fa, format = faToman) =>
  auditDetailLines({ action, details }, t, permissionLabel, format);

/** Every audit detail key a route writes today, with a value of its kind. */
const WRITTEN_DETAILS: [string, Record<string, unknown>][] = [
  ['admin.create', { username: 'ali', permissions: ['users.view'], is_super: false }],
  ['admin.update', { changed: ['name'] }],
  ['backups.export', { size: 2048, sha256: 'ab12' }],
  ['gift.create', { title: 'نوروز', amount: 100_000, audience: 'all' }],
  ['gift.update', { changed: ['title', 'amount', 'audience', 'expires_at', 'user_ids'] }],
  ['gift.delete', { title: 'نوروز' }],
  ['gift.publish', { target_count: 3, recipients_count: 3, total_amount: 300_000, repeat: false }],
  ['users.notify_low_balance', { started: true }],
  ['support.unit_create', { name: 'فنی' }],
  ['support.unit_update', { name: 'فنی', is_active: false }],
  ['support.reply', { message_id: 7 }],
  ['video.upload', { title: 'جلسه', size_bytes: 1_048_576, owner_id: null }],
  ['user.create', { mobile: '09121234567', min_balance: 50_000 }],
  ['user.update', { changed: ['name', 'mobile', 'email', 'min_balance', 'password'] }],
  ['user.min_balance', { from: 0, to: 500_000 }],
  ['user.delete', { mobile: '09121234567' }],
  ['user.balance_adjust', { amount: -200_000, reason: 'جبران', entry_id: 9 }],
  [
    'payments.export',
    { format: 'csv', status: 'paid', user_id: 4, amount_min: 10_000, amount_max: 90_000, from: '2026-03-21', to: '2026-03-25', search: 'علی' },
  ],
];

describe('audit details as a reader sees them', () => {
  it('a created admin reads «نام کاربری», «دسترسی‌ها» by their labels and «مدیر کل: خیر»', () => {
    const lines = linesOf('admin.create', { username: 'ali', permissions: ['users.view', 'payments.view'], is_super: false });
    expect(asText(lines)).toEqual(['نام کاربری: ali', 'دسترسی‌ها: مشاهده کاربران، مشاهده پرداخت‌ها', 'مدیر کل: خیر']);
  });

  it('in English the same details read "Super admin: No"', () => {
    const lines = linesOf('admin.create', { username: 'ali', permissions: [], is_super: false }, en, enToman);
    expect(asText(lines)).toEqual(['Username: ali', 'Permissions: None', 'Super admin: No']);
  });

  it('an update lists the fields it changed by their Persian names', () => {
    const lines = linesOf('admin.update', { changed: ['name', 'permissions', 'is_active', 'password'] });
    expect(asText(lines)).toEqual(['تغییرها: نام، دسترسی‌ها، فعال، رمز عبور']);
  });

  it('no raw key or English boolean is left in a Persian line', () => {
    const text = asText(linesOf('admin.update', { is_super: true, is_active: false, changed: ['is_super'] })).join('\n');
    expect(text).not.toMatch(/is_super|is_active|true|false/);
  });

  it('a balance adjustment of −20,000 Tomans reads in Tomans, grouped, the sign after the number', () => {
    const lines = linesOf('user.balance_adjust', { amount: -200_000, reason: 'جبران قطعی', entry_id: 9 });
    expect(asText(lines)).toEqual(['مبلغ: ۲۰,۰۰۰- تومان', 'دلیل: جبران قطعی', 'ردیف دفتر حساب: #۹']);
  });

  it('money follows the visitor’s unit: the same adjustment in Rials', () => {
    expect(asText(linesOf('user.balance_adjust', { amount: -200_000 }, fa, faRial))).toEqual(['مبلغ: ۲۰۰,۰۰۰- ریال']);
  });

  it('a changed minimum balance reads from and to in money', () => {
    expect(asText(linesOf('user.min_balance', { from: 0, to: 500_000 }))).toEqual(['پیشین: ۰ تومان', 'تازه: ۵۰,۰۰۰ تومان']);
  });

  it('a published gift reads its recipients as a count and its total in money', () => {
    const lines = linesOf('gift.publish', { recipients_count: 1200, total_amount: 3_000_000, repeat: false }, en, enToman);
    expect(asText(lines)).toEqual(['Recipients: 1,200', 'Total: 300,000 Tomans', 'Repeated call: No']);
  });

  it('a video’s size reads as a file size, not a key and a raw byte count', () => {
    expect(asText(linesOf('video.upload', { title: 'جلسه', size_bytes: 1_048_576, owner_id: null }))).toEqual(['عنوان: جلسه', 'حجم: ۱ مگابایت', 'مالک: —']);
  });

  it('a mobile reads left to right in the page’s digits, as in the users list', () => {
    const [line] = linesOf('user.delete', { mobile: '09121234567' });
    expect(line).toEqual({ label: 'موبایل', value: '۰۹۱۲۱۲۳۴۵۶۷', isLatin: true });
  });

  it('a checksum and a username stay exactly as written, left to right', () => {
    expect(linesOf('backups.export', { size: 2048, sha256: 'ab12' })[1]).toEqual({ label: 'چکیده SHA-256', value: 'ab12', isLatin: true });
  });

  it('an export’s days read as dates, its status and amounts by their names', () => {
    const text = asText(linesOf('payments.export', { format: 'csv', status: 'paid', amount_min: 10_000, from: '2026-03-21' }));
    expect(text).toEqual(['قالب: csv', 'وضعیت: پرداخت‌شده', 'کمترین مبلغ: ۱,۰۰۰ تومان', 'از روز: ۱۴۰۵/۰۱/۰۱']);
  });

  it.each(WRITTEN_DETAILS)('every key %s writes has a label in both languages', (action, details) => {
    for (const [t, format] of [
      [fa, faToman],
      [en, enToman],
    ] as const) {
      for (const line of linesOf(action, details, t, format)) {
        expect(Object.keys(details), `${action}: ${line.label}`).not.toContain(line.label);
        expect(line.value).not.toMatch(/^(true|false)$/);
      }
    }
  });

  it('the target reads «مدیر: علی (#۳)» with Persian digits, the name isolated in its own direction', () => {
    expect(auditTargetText({ target_type: 'admin', target_id: '3', target_name: 'علی' }, fa, faDigits)).toBe('مدیر: \u2068علی\u2069 (#۳)');
  });

  it('in English a Persian name does not carry the number after it to its side (Admin: مدیر کل (#1))', () => {
    expect(auditTargetText({ target_type: 'admin', target_id: '1', target_name: 'مدیر کل' }, en, enDigits)).toBe('Admin: \u2068مدیر کل\u2069 (#1)');
  });

  it('in English the target reads "Admin: Ali (#3)" with Latin digits', () => {
    expect(auditTargetText({ target_type: 'admin', target_id: '3', target_name: 'Ali' }, en, enDigits)).toMatch(/Ali\u2069 \(#3\)/);
  });

  it('a target whose name is unknown reads its kind and number', () => {
    expect(auditTargetText({ target_type: 'admin', target_id: '12', target_name: null }, fa, faDigits)).toBe('مدیر #۱۲');
    expect(auditTargetText({ target_type: null, target_id: null, target_name: null }, fa, faDigits)).toBeNull();
  });

  it('a backup’s name is kept whole, its digits unconverted and set left to right inside the Persian line', () => {
    const name = 'backup-20260321-101500-ab12.sql.gz';
    expect(auditTargetText({ target_type: 'backup', target_id: name, target_name: null }, fa, faDigits)).toBe(`پشتیبان \u2066${name}\u2069`);
  });
});
