import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { normalizeDigits } from '../../shared/digits';
import { useAdminFilters } from '../../hooks/admin/use-admin-filters';
import { auditListSpec, useAuditLog } from '../../hooks/admin/use-audit-log';
import { useFormat } from '../../hooks/use-format';
import { useIsPhone } from '../../hooks/use-is-phone';
import type { AdminFilters, PublicAuditEntry } from '../../server/modules/admins/schemas';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import { AuditDetails, auditTargetText } from './audit-details';
import styles from '../list/cells.module.css';
import type { ListColumn } from '../list/data-table';
import { controlClassName } from '../list/fields';
import fields from '../list/fields.module.css';
import { ListScreen, type InitialList } from '../list/list-screen';

/** The Jalali calendar (dayjs, jalaliday, antd's picker) loads after the list, in its own chunk. */
const JalaliRangeFilter = dynamic(() => import('../list/jalali-range-filter'), {
  ssr: false,
  loading: () => <input disabled aria-hidden tabIndex={-1} className={controlClassName} style={{ width: 240 }} />,
});

export interface AuditPageData {
  list: InitialList<PublicAuditEntry>;
  filters: AdminFilters;
}

export function AuditScreen(props: AdminPageProps<AuditPageData>) {
  const { t } = useTranslation('admin');
  const isMobile = useIsPhone(props.isMobile);
  return (
    <AdminPage shell={props} title={t('audit.title')} forbidden={props.forbidden}>
      {props.page && <AuditContent initial={props.page} isMobile={isMobile} />}
    </AdminPage>
  );
}

function AuditContent({ initial, isMobile }: { initial: AuditPageData; isMobile: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { data: filters = initial.filters } = useAdminFilters();

  const permissionLabel = (key: string) => t(`permissions.${key}`, { defaultValue: key });
  const actionLabel = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });
  const adminCell = (entry: PublicAuditEntry) => (
    <div className={`${styles.stack} ${styles.names}`}>
      <span className={styles.wrap}>{entry.admin_name ?? `#${format.digits(entry.admin_id)}`}</span>
      {entry.admin_username && (
        <span dir="ltr" className={`${styles.wrap} ${styles.username}`}>
          {entry.admin_username}
        </span>
      )}
    </div>
  );
  const time = (ms: number) => <span style={{ whiteSpace: 'nowrap' }}>{format.date(ms, { withTime: true })}</span>;

  // A phone has room for two columns: the time, and the entry told in one cell (what, who, about whom, details).
  const phoneColumns: ListColumn<PublicAuditEntry>[] = [
    {
      title: t('audit.time'),
      key: 'created_at',
      sortField: 'created_at',
      width: 100,
      render: (entry) => <span style={{ whiteSpace: 'pre-line' }}>{format.date(entry.created_at, { withTime: true }).replace(/ (?=\S+$)/, '\n')}</span>,
    },
    {
      title: t('audit.entry'),
      key: 'entry',
      render: (entry) => (
        <div className={`${styles.stack} ${styles.names}`}>
          <strong>{actionLabel(entry.action)}</strong>
          {adminCell(entry)}
          {auditTargetText(entry, t, format.digits) && <span className={styles.wrap}>{auditTargetText(entry, t, format.digits)}</span>}
          {entry.details && <AuditDetails details={entry.details} permissionLabel={permissionLabel} />}
        </div>
      ),
    },
  ];
  const columns: ListColumn<PublicAuditEntry>[] = [
    { title: t('audit.time'), key: 'created_at', sortField: 'created_at', width: 150, render: (entry) => time(entry.created_at) },
    { title: t('audit.admin'), key: 'admin', width: 170, render: adminCell },
    { title: t('audit.action'), key: 'action', sortField: 'action', width: 130, render: (entry) => actionLabel(entry.action) },
    { title: t('audit.target'), key: 'target', render: (entry) => <span className={styles.wrap}>{auditTargetText(entry, t, format.digits) ?? '—'}</span> },
    { title: t('audit.ip'), key: 'ip', width: 130, showFrom: 'lg', render: (entry) => <span dir="ltr">{entry.ip ?? '—'}</span> },
    { title: t('audit.details'), key: 'details', width: 280, render: (entry) => <AuditDetails details={entry.details} permissionLabel={permissionLabel} /> },
  ];

  return (
    <Card>
      <ListScreen
        spec={auditListSpec}
        useList={useAuditLog}
        initial={initial.list}
        columns={isMobile ? phoneColumns : columns}
        label={t('audit.title')}
        searchLabel={t('audit.search')}
        filters={(params, setFilters) => (
          <>
            <div className={fields.field}>
              <label htmlFor="audit-action">{t('audit.action')}</label>
              <select
                id="audit-action"
                className={controlClassName}
                style={{ width: 180 }}
                value={String(params.filters.action ?? '')}
                onChange={(event) => setFilters({ ...params.filters, action: event.target.value || undefined })}
              >
                <option value="">{t('audit.allActions')}</option>
                {filters.audit_actions.map((action) => (
                  <option key={action} value={action}>
                    {actionLabel(action)}
                  </option>
                ))}
              </select>
            </div>
            <div className={fields.field}>
              <label htmlFor="audit-admin-id">{t('audit.adminId')}</label>
              <AdminIdFilter value={params.filters.admin_id as number | undefined} onChange={(adminId) => setFilters({ ...params.filters, admin_id: adminId })} />
            </div>
            <div className={fields.field}>
              <label htmlFor="audit-date-from">{t('audit.dateRange')}</label>
              <JalaliRangeFilter
                id="audit-date"
                separate={isMobile}
                value={{ from: params.filters.from as string | undefined, to: params.filters.to as string | undefined }}
                onChange={(range) => setFilters({ ...params.filters, ...range })}
              />
            </div>
          </>
        )}
      />
    </Card>
  );
}

/**
 * The admin id as typed, in Persian, Arabic-Indic or Latin digits. The text stays as typed (a number
 * input would drop non-Latin digits and clear itself on blur); the list filters once it is a number.
 */
function AdminIdFilter({ value, onChange }: { value: number | undefined; onChange: (adminId: number | undefined) => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [text, setText] = useState(value === undefined ? '' : format.digits(value));
  const digits = normalizeDigits(text.trim());
  const isValid = digits === '' || /^[1-9][0-9]{0,9}$/.test(digits);
  return (
    <input
      id="audit-admin-id"
      className={controlClassName}
      value={text}
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      aria-invalid={!isValid}
      title={isValid ? undefined : t('audit.adminIdInvalid')}
      style={{ width: 110 }}
      onChange={(event) => {
        const next = normalizeDigits(event.target.value.trim());
        setText(event.target.value);
        if (next === '') onChange(undefined);
        else if (/^[1-9][0-9]{0,9}$/.test(next)) onChange(Number(next));
      }}
    />
  );
}
