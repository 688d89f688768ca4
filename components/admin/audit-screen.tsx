import { DatePicker, Flex, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditListQuery } from '../../server/modules/admins/schemas';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { normalizeDigits } from '../../shared/digits';
import { useAdminFilters } from '../../hooks/admin/use-admin-filters';
import { useAuditLog } from '../../hooks/admin/use-audit-log';
import { useFormat } from '../../hooks/use-format';
import { useIsPhone } from '../../hooks/use-is-phone';
import type { Page } from '../../server/http/schemas';
import type { AdminFilters, PublicAuditEntry } from '../../server/modules/admins/schemas';
import { AntdProvider } from '../app/antd-provider';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import { ScrollRegion } from '../ui/scroll-region';
import { AuditDetails, auditTargetText } from './audit-details';
import { pagination } from './list-parts';
import styles from './list-parts.module.css';

export interface AuditPageData {
  list: Page<PublicAuditEntry>;
  filters: AdminFilters;
}

export const FIRST_AUDIT_QUERY = { page: 1, per_page: 20 } satisfies AuditListQuery;

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
  const [query, setQuery] = useState<AuditListQuery>(FIRST_AUDIT_QUERY);
  // The server's first page belongs to the first query only; other queries must not start from it.
  const audit = useAuditLog(query, query === FIRST_AUDIT_QUERY ? initial.list : undefined);
  const { data: filters = initial.filters } = useAdminFilters();
  const list = audit.data ?? initial.list;
  const filterBy = (changes: Partial<AuditListQuery>) => setQuery({ ...query, ...changes, page: 1 });

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
  const phoneColumns: TableColumnsType<PublicAuditEntry> = [
    {
      title: t('audit.time'),
      dataIndex: 'created_at',
      width: 92,
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
  const columns: TableColumnsType<PublicAuditEntry> = [
    { title: t('audit.time'), dataIndex: 'created_at', width: 150, render: time },
    { title: t('audit.admin'), key: 'admin', width: 170, render: (_, entry) => adminCell(entry) },
    { title: t('audit.action'), dataIndex: 'action', width: 130, render: actionLabel },
    { title: t('audit.target'), key: 'target', render: (_, entry) => <span className={styles.wrap}>{auditTargetText(entry, t, format.digits) ?? '—'}</span> },
    { title: t('audit.ip'), dataIndex: 'ip', width: 130, responsive: ['lg'], render: (ip: string | null) => <span dir="ltr">{ip ?? '—'}</span> },
    { title: t('audit.details'), dataIndex: 'details', width: 280, render: (details: PublicAuditEntry['details']) => <AuditDetails details={details} permissionLabel={permissionLabel} /> },
  ];

  return (
    <Card>
      <Form layout="vertical" component="div">
        <Flex gap={16} wrap align="end" style={{ marginBottom: 16 }}>
          <Form.Item label={t('audit.action')} htmlFor="audit-action" style={{ width: 180, marginBottom: 0 }}>
            <Select
              id="audit-action"
              value={query.action ?? ''}
              onChange={(action: string) => filterBy({ action: action || undefined })}
              options={[{ value: '', label: t('audit.allActions') }, ...filters.audit_actions.map((action) => ({ value: action, label: actionLabel(action) }))]}
            />
          </Form.Item>
          <Form.Item label={t('audit.adminId')} htmlFor="audit-admin-id" style={{ marginBottom: 0 }}>
            <AdminIdFilter onChange={(adminId) => filterBy({ admin_id: adminId })} />
          </Form.Item>
          <Form.Item label={t('audit.dateRange')} htmlFor="audit-from" style={{ marginBottom: 0 }}>
            <DateRangeFilter separate={isMobile} onChange={filterBy} />
          </Form.Item>
        </Flex>
      </Form>
      <ScrollRegion label={t('audit.title')}>
        <Table
          rowKey="id"
          columns={isMobile ? phoneColumns : columns}
          dataSource={list.items}
          loading={audit.isFetching}
          pagination={pagination(list, (page, perPage) => setQuery({ ...query, page, per_page: perPage }), format.digits)}
        />
      </ScrollRegion>
    </Card>
  );
}

/**
 * The admin id as typed, in Persian, Arabic-Indic or Latin digits. The text stays as typed (a number
 * input would drop non-Latin digits and clear itself on blur); the list filters once it is a number.
 */
function AdminIdFilter({ onChange }: { onChange: (adminId: number | undefined) => void }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
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

/**
 * Days from the start of the first to the end of the last. A phone gets two one-month pickers:
 * the range picker's two months side by side do not fit its width.
 */
function DateRangeFilter({ separate, onChange }: { separate: boolean; onChange: (range: Pick<AuditListQuery, 'from' | 'to'>) => void }) {
  const { t } = useTranslation('admin');
  if (!separate) {
    return (
      <DatePicker.RangePicker
        id={{ start: 'audit-from', end: 'audit-to' }}
        allowEmpty={[true, true]}
        onChange={(range) => onChange({ from: range?.[0]?.startOf('day').valueOf(), to: range?.[1]?.endOf('day').valueOf() })}
      />
    );
  }
  return (
    <Flex gap={8}>
      <DatePicker id="audit-from" placeholder={t('audit.from')} aria-label={t('audit.from')} onChange={(day) => onChange({ from: day?.startOf('day').valueOf() })} />
      <DatePicker id="audit-to" placeholder={t('audit.to')} aria-label={t('audit.to')} onChange={(day) => onChange({ to: day?.endOf('day').valueOf() })} />
    </Flex>
  );
}
