import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PublicAuditEntry } from '../../shared/contracts/audit.schemas';
import { useFormat, type Formatter } from '../../hooks/use-format';
import styles from '../list/cells.module.css';

export interface AuditDetailLine {
  label: string;
  value: string;
  /** Values written in Latin letters or meant to be copied (a username, a checksum, a mobile) read left to right inside the line. */
  isLatin?: boolean;
}

/**
 * How a stored detail reads, by its key: routes write money in Rials, sizes in bytes, days as
 * Gregorian `YYYY-MM-DD` and keys for labelled values, and the reader sees each in their own terms.
 */
type DetailKind = 'text' | 'latin' | 'mobile' | 'money' | 'count' | 'id' | 'bytes' | 'day' | 'yesNo' | 'fields' | 'permissions' | 'audience' | 'paymentStatus';

const DETAIL_KINDS: Record<string, DetailKind> = {
  name: 'text',
  title: 'text',
  reason: 'text',
  search: 'text',
  username: 'latin',
  sha256: 'latin',
  format: 'latin',
  mobile: 'mobile',
  amount: 'money',
  total_amount: 'money',
  min_balance: 'money',
  amount_min: 'money',
  amount_max: 'money',
  from: 'money',
  to: 'money',
  recipients_count: 'count',
  target_count: 'count',
  message_id: 'id',
  entry_id: 'id',
  owner_id: 'id',
  user_id: 'id',
  size: 'bytes',
  size_bytes: 'bytes',
  is_super: 'yesNo',
  is_active: 'yesNo',
  two_factor_required: 'yesNo',
  repeat: 'yesNo',
  started: 'yesNo',
  changed: 'fields',
  permissions: 'permissions',
  audience: 'audience',
  status: 'paymentStatus',
};

/** Keys that mean something else in one action: an export's `from`/`to` are days, a minimum balance's are amounts. */
const ACTION_DETAILS: Record<string, Record<string, { kind: DetailKind; label: string }>> = {
  'payments.export': { from: { kind: 'day', label: 'fromDay' }, to: { kind: 'day', label: 'toDay' } },
};

/** Keys named in the log (a detail's key or a name in `changed`) that have a label of their own. */
const LABELLED_FIELDS = new Set([...Object.keys(DETAIL_KINDS), 'password', 'avatar', 'email', 'expires_at', 'user_ids']);

/** Noon UTC of a Gregorian day is the same day in Tehran. */
const dateOfDay = (day: string) => Date.parse(`${day}T12:00:00Z`);

/** Left-to-right isolation inside a sentence, so an identifier keeps its order in a Persian line. */
const isolateLtr = (text: string) => `\u2066${text}\u2069`;
/** A name in its own direction inside the sentence (a Persian name in an English line, a Latin one in a Persian line). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * Each stored detail as a labelled line in the reader's language: «مدیر کل: خیر», «تغییرها: نام، دسترسی‌ها»,
 * «مبلغ: ۲۰,۰۰۰- تومان». `permissionLabel` names a permission key the way the checklist does.
 */
export function auditDetailLines(
  entry: Pick<PublicAuditEntry, 'action' | 'details'>,
  t: TFunction<'admin'>,
  permissionLabel: (key: string) => string,
  format: Pick<Formatter, 'digits' | 'number' | 'money' | 'fileSize' | 'date'>,
): AuditDetailLine[] {
  if (!entry.details) return [];
  const fieldLabel = (key: string) => (LABELLED_FIELDS.has(key) ? t(`audit.field.${key}`) : key);
  const list = (items: string[]) => (items.length ? items.join(t('audit.listSeparator')) : t('audit.none'));
  return Object.entries(entry.details).map(([key, value]): AuditDetailLine => {
    const special = ACTION_DETAILS[entry.action]?.[key];
    const label = special ? t(`audit.field.${special.label}`) : fieldLabel(key);
    if (value === null || value === undefined) return { label, value: '—' };
    const kind = special?.kind ?? DETAIL_KINDS[key];
    const items = Array.isArray(value) ? value.map(String) : [];
    switch (kind) {
      case 'money':
        if (typeof value === 'number') return { label, value: format.money(value, { signAfter: value < 0 }) };
        break;
      case 'count':
        if (typeof value === 'number') return { label, value: format.number(value) };
        break;
      case 'id':
        return { label, value: `#${format.digits(String(value))}` };
      case 'bytes':
        if (typeof value === 'number') return { label, value: format.fileSize(value) };
        break;
      case 'day':
        if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return { label, value: format.date(dateOfDay(value)) };
        break;
      case 'mobile':
        return { label, value: format.digits(String(value)), isLatin: true };
      case 'latin':
        return { label, value: String(value), isLatin: true };
      case 'fields':
        return { label, value: list(items.map(fieldLabel)) };
      case 'permissions':
        return { label, value: list(items.map(permissionLabel)) };
      case 'audience':
        return { label, value: t(`gifts.audience.${String(value)}`, { defaultValue: String(value) }) };
      case 'paymentStatus':
        return { label, value: t(`payments.status.${String(value)}`, { defaultValue: String(value) }) };
    }
    if (typeof value === 'boolean') return { label, value: value ? t('audit.yes') : t('audit.no') };
    if (Array.isArray(value)) return { label, value: list(items) };
    if (typeof value === 'number') return { label, value: format.digits(value) };
    if (typeof value === 'string') return { label, value };
    return { label, value: JSON.stringify(value), isLatin: true };
  });
}

/**
 * Whom an entry was about: «مدیر: علی (#۳)», or the kind and number when the name is unknown. An id
 * that is not a number (a backup's file name) is left as written, set left to right, so it can be copied.
 */
export function auditTargetText(
  entry: Pick<PublicAuditEntry, 'target_type' | 'target_id' | 'target_name'>,
  t: TFunction<'admin'>,
  digits: (value: string | number) => string,
): string | null {
  if (!entry.target_type) return null;
  const type = t(`audit.targetType.${entry.target_type}`, { defaultValue: entry.target_type });
  const targetId = entry.target_id ?? '';
  if (!/^\d*$/.test(targetId)) return t('audit.targetIdentified', { type, id: isolateLtr(targetId) });
  const id = digits(targetId);
  return entry.target_name ? t('audit.targetNamed', { type, name: isolate(entry.target_name), id }) : t('audit.targetNumbered', { type, id });
}

export function AuditDetails({ entry, permissionLabel }: { entry: Pick<PublicAuditEntry, 'action' | 'details'>; permissionLabel: (key: string) => string }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const lines = auditDetailLines(entry, t, permissionLabel, format);
  if (lines.length === 0) return '—';
  return (
    <div className={styles.stack}>
      {lines.map((line) => (
        <span key={line.label} className={styles.wrap}>
          <span className={styles.secondary}>{line.label}: </span>
          {line.isLatin ? <bdi dir="ltr">{line.value}</bdi> : line.value}
        </span>
      ))}
    </div>
  );
}
