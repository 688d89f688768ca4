import { Flex, Form, Input, Select } from 'antd';
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
import { AntdProvider } from '../app/antd-provider';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import { AuditDetails, auditTargetText } from './audit-details';
import styles from '../list/cells.module.css';
import { ListScreen, type InitialList, type ListColumn } from '../list/list-screen';

/** The Jalali calendar (dayjs, jalaliday, antd's picker) loads after the list, in its own chunk. */
const JalaliRangeFilter = dynamic(() => import('../list/jalali-range-filter'), {
  ssr: false,
  loading: () => <Input disabled aria-hidden style={{ width: 240 }} />,
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
      {props.page && (
        <AntdProvider>
          <AuditContent initial={props.page} isMobile={isMobile} />
        </AntdProvider>
      )}
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
    <Flex vertical className={styles.names}>
      <span className={styles.wrap}>{entry.admin_name ?? `#${format.digits(entry.admin_id)}`}</span>
      {entry.admin_username && (
        <span dir="ltr" className={`${styles.wrap} ${styles.username}`}>
          {entry.admin_username}
        </span>
      )}
    </Flex>
  );
  const time = (ms: number) => <span style={{ whiteSpace: 'nowrap' }}>{format.date(ms, { withTime: true })}</span>;

  // A phone has room for two columns: the time, and the entry told in one cell (what, who, about whom, details).
  const phoneColumns: ListColumn<PublicAuditEntry>[] = [
    {
      title: t('audit.time'),
      key: 'created_at',
      dataIndex: 'created_at',
      sortField: 'created_at',
      width: 100,
      render: (ms: number) => <span style={{ whiteSpace: 'pre-line' }}>{format.date(ms, { withTime: true }).replace(/ (?=\S+$)/, '\n')}</span>,
    },
    {
      title: t('audit.entry'),
      key: 'entry',
      render: (_, entry) => (
        <Flex vertical gap={4} className={styles.names}>
          <strong>{actionLabel(entry.action)}</strong>
          {adminCell(entry)}
          {auditTargetText(entry, t, format.digits) && <span className={styles.wrap}>{auditTargetText(entry, t, format.digits)}</span>}
          {entry.details && <AuditDetails details={entry.details} permissionLabel={permissionLabel} />}
        </Flex>
      ),
    },
  ];
  const columns: ListColumn<PublicAuditEntry>[] = [
    { title: t('audit.time'), key: 'created_at', dataIndex: 'created_at', sortField: 'created_at', width: 150, render: time },
    { title: t('audit.admin'), key: 'admin', width: 170, render: (_, entry) => adminCell(entry) },
    { title: t('audit.action'), key: 'action', dataIndex: 'action', sortField: 'action', width: 130, render: actionLabel },
    { title: t('audit.target'), key: 'target', render: (_, entry) => <span className={styles.wrap}>{auditTargetText(entry, t, format.digits) ?? '—'}</span> },
    { title: t('audit.ip'), dataIndex: 'ip', width: 130, responsive: ['lg'], render: (ip: string | null) => <span dir="ltr">{ip ?? '—'}</span> },
    { title: t('audit.details'), dataIndex: 'details', width: 280, render: (details: PublicAuditEntry['details']) => <AuditDetails details={details} permissionLabel={permissionLabel} /> },
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
          <Form layout="vertical" component="div">
            <Flex gap={16} wrap align="end">
              <Form.Item label={t('audit.action')} htmlFor="audit-action" style={{ width: 180, marginBottom: 0 }}>
                <Select
                  id="audit-action"
                  value={String(params.filters.action ?? '')}
                  onChange={(action: string) => setFilters({ ...params.filters, action: action || undefined })}
                  options={[{ value: '', label: t('audit.allActions') }, ...filters.audit_actions.map((action) => ({ value: action, label: actionLabel(action) }))]}
                />
              </Form.Item>
              <Form.Item label={t('audit.adminId')} htmlFor="audit-admin-id" style={{ marginBottom: 0 }}>
                <AdminIdFilter value={params.filters.admin_id as number | undefined} onChange={(adminId) => setFilters({ ...params.filters, admin_id: adminId })} />
              </Form.Item>
              <Form.Item label={t('audit.dateRange')} htmlFor="audit-date-from" style={{ marginBottom: 0 }}>
                <JalaliRangeFilter
                  id="audit-date"
                  separate={isMobile}
                  value={{ from: params.filters.from as string | undefined, to: params.filters.to as string | undefined }}
                  onChange={(range) => setFilters({ ...params.filters, ...range })}
                />
              </Form.Item>
            </Flex>
          </Form>
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
    <Input
      id="audit-admin-id"
      value={text}
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      status={isValid ? undefined : 'error'}
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
