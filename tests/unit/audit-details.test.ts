import { describe, expect, it } from 'vitest';
import { auditDetailLines, auditTargetText } from '../../components/admin/audit-details';
import { localizeDigits } from '../../shared/digits';
import { i18n } from '../../lib/i18n';

const fa = i18n.getFixedT('fa', 'admin');
const en = i18n.getFixedT('en', 'admin');
const faDigits = (value: string | number) => localizeDigits(value, 'fa');
const enDigits = (value: string | number) => localizeDigits(value, 'en');
const permissionLabels: Record<string, string> = { 'users.view': 'مشاهده کاربران', 'payments.view': 'مشاهده پرداخت‌ها' };
const permissionLabel = (key: string) => permissionLabels[key] ?? key;
const asText = (lines: { label: string; value: string }[]) => lines.map((line) => `${line.label}: ${line.value}`);

describe('audit details as a reader sees them', () => {
  it('a created admin reads «نام کاربری», «دسترسی‌ها» by their labels and «مدیر کل: خیر»', () => {
    const lines = auditDetailLines({ username: 'ali', permissions: ['users.view', 'payments.view'], is_super: false }, fa, permissionLabel, faDigits);
    expect(asText(lines)).toEqual(['نام کاربری: ali', 'دسترسی‌ها: مشاهده کاربران، مشاهده پرداخت‌ها', 'مدیر کل: خیر']);
  });

  it('in English the same details read "Super admin: No"', () => {
    const lines = auditDetailLines({ username: 'ali', permissions: [], is_super: false }, en, permissionLabel, enDigits);
    expect(asText(lines)).toEqual(['Username: ali', 'Permissions: None', 'Super admin: No']);
  });

  it('an update lists the fields it changed by their Persian names', () => {
    const lines = auditDetailLines({ changed: ['name', 'permissions', 'is_active', 'password'] }, fa, permissionLabel, faDigits);
    expect(asText(lines)).toEqual(['تغییرها: نام، دسترسی‌ها، فعال، رمز عبور']);
  });

  it('no raw key or English boolean is left in a Persian line', () => {
    const text = asText(auditDetailLines({ is_super: true, is_active: false, changed: ['is_super'] }, fa, permissionLabel, faDigits)).join('\n');
    expect(text).not.toMatch(/is_super|is_active|true|false/);
  });

  it('the target reads «مدیر: علی (#۳)» with Persian digits', () => {
    expect(auditTargetText({ target_type: 'admin', target_id: '3', target_name: 'علی' }, fa, faDigits)).toBe('مدیر: علی (#۳)');
  });

  it('in English the target reads "Admin: Ali (#3)" with Latin digits', () => {
    expect(auditTargetText({ target_type: 'admin', target_id: '3', target_name: 'Ali' }, en, enDigits)).toMatch(/Ali \(#3\)/);
  });

  it('a target whose name is unknown reads its kind and number', () => {
    expect(auditTargetText({ target_type: 'admin', target_id: '12', target_name: null }, fa, faDigits)).toBe('مدیر #۱۲');
    expect(auditTargetText({ target_type: null, target_id: null, target_name: null }, fa, faDigits)).toBeNull();
  });
});
