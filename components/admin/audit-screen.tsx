import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useAdminFilters } from '../../hooks/admin/use-admin-filters';
import { auditLog } from '../../hooks/admin/use-audit-log';
import { useFormat } from '../../hooks/use-format';
import { useIsPhone } from '../../hooks/use-is-phone';
import type { AdminFilters } from '../../shared/contracts/admins.schemas';
import type { auditRoutes } from '../../shared/contracts/audit';
import type { PublicAuditEntry } from '../../shared/contracts/audit.schemas';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import { AuditDetails, auditTargetText } from './audit-details';
import styles from '../list/cells.module.css';
import type { ListColumn } from '../list/data-table';
import fields from '../list/fields.module.css';
import { DayRangeField } from '../list/lazy-jalali-range-filter';
import { ListScreen, type InitialList } from '../list/list-screen';
import { NumberFilter } from '../list/number-filter';
import { SelectFilter } from '../list/select-filter';

export interface AuditPageData {
  list: InitialList<PublicAuditEntry, typeof auditRoutes.list.listing>;
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
  const { data: filters } = useAdminFilters(initial.filters);

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
          {entry.details && <AuditDetails entry={entry} permissionLabel={permissionLabel} />}
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
    { title: t('audit.details'), key: 'details', width: 280, render: (entry) => <AuditDetails entry={entry} permissionLabel={permissionLabel} /> },
  ];

  return (
    <Card>
      <ListScreen
        list={auditLog}
        initial={initial.list}
        columns={isMobile ? phoneColumns : columns}
        label={t('audit.title')}
        searchLabel={t('audit.search')}
        filters={(params, setFilters) => (
          <>
            <SelectFilter
              id="audit-action"
              label={t('audit.action')}
              allLabel={t('audit.allActions')}
              width={180}
              options={filters.audit_actions.map((action) => ({ value: action, label: actionLabel(action) }))}
              value={params.filters.action}
              onChange={(action) => setFilters({ ...params.filters, action })}
            />
            <div className={fields.field}>
              <label htmlFor="audit-admin-id">{t('audit.adminId')}</label>
              <NumberFilter
                id="audit-admin-id"
                width={110}
                invalidText={t('audit.adminIdInvalid')}
                value={params.filters.admin_id}
                onChange={(adminId) => setFilters({ ...params.filters, admin_id: adminId })}
              />
            </div>
            <DayRangeField
              id="audit-date"
              label={t('audit.dateRange')}
              isPhone={isMobile}
              filters={params.filters}
              onChange={(range) => setFilters({ ...params.filters, ...range })}
            />
          </>
        )}
      />
    </Card>
  );
}
