import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PublicAuditEntry } from '../../server/modules/admins/schemas';
import { useFormat } from '../../hooks/use-format';
import styles from '../list/cells.module.css';

export interface AuditDetailLine {
  label: string;
  value: string;
  /** Names typed in Latin letters (a username) read left to right inside the line. */
  isLatin?: boolean;
}

/** Fields of an admin the log may name, by the key stored in its details. */
const FIELD_KEYS = ['name', 'username', 'password', 'permissions', 'is_super', 'is_active', 'avatar', 'changed'] as const;
const isKnownField = (key: string): key is (typeof FIELD_KEYS)[number] => (FIELD_KEYS as readonly string[]).includes(key);

/**
 * Each stored detail as a labelled line in the reader's language: «مدیر کل: خیر», «تغییرها: نام، دسترسی‌ها».
 * `permissionLabel` names a permission key the way the checklist does.
 */
export function auditDetailLines(
  details: PublicAuditEntry['details'],
  t: TFunction<'admin'>,
  permissionLabel: (key: string) => string,
  digits: (value: string | number) => string,
): AuditDetailLine[] {
  if (!details) return [];
  const fieldLabel = (key: string) => (isKnownField(key) ? t(`audit.field.${key}`) : key);
  const list = (items: string[]) => (items.length ? items.join(t('audit.listSeparator')) : t('audit.none'));
  return Object.entries(details).map(([key, value]) => {
    const label = fieldLabel(key);
    if (typeof value === 'boolean') return { label, value: value ? t('audit.yes') : t('audit.no') };
    if (Array.isArray(value)) {
      const items = value.map(String);
      if (key === 'permissions') return { label, value: list(items.map(permissionLabel)) };
      if (key === 'changed') return { label, value: list(items.map(fieldLabel)) };
      return { label, value: list(items) };
    }
    if (typeof value === 'number') return { label, value: digits(value) };
    if (typeof value === 'string') return { label, value, isLatin: key === 'username' };
    return { label, value: JSON.stringify(value), isLatin: true };
  });
}

/** Whom an entry was about: «مدیر: علی (#۳)», or the kind and number when the name is unknown. */
export function auditTargetText(
  entry: Pick<PublicAuditEntry, 'target_type' | 'target_id' | 'target_name'>,
  t: TFunction<'admin'>,
  digits: (value: string | number) => string,
): string | null {
  if (!entry.target_type) return null;
  const type = t(`audit.targetType.${entry.target_type}`, { defaultValue: entry.target_type });
  const id = digits(entry.target_id ?? '');
  return entry.target_name ? t('audit.targetNamed', { type, name: entry.target_name, id }) : t('audit.targetNumbered', { type, id });
}

export function AuditDetails({ details, permissionLabel }: { details: PublicAuditEntry['details']; permissionLabel: (key: string) => string }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const lines = auditDetailLines(details, t, permissionLabel, format.digits);
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
