import { Card, DatePicker, Flex, Form, Grid, InputNumber, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditListQuery } from '../../server/modules/admins/schemas';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { formatJalaliDate } from '../../lib/format';
import { useAdminFilters } from '../../hooks/admin/use-admin-filters';
import { useAuditLog } from '../../hooks/admin/use-audit-log';
import type { AdminFilters, PublicAuditEntry, Page } from '../../hooks/admin/types';
import { AdminPage } from './admin-page';
import { labelOf, pagination } from './list-parts';

export interface AuditPageData {
  list: Page<PublicAuditEntry>;
  filters: AdminFilters;
}

export const FIRST_AUDIT_QUERY = { page: 1, per_page: 20 } satisfies AuditListQuery;

export function AuditScreen(props: AdminPageProps<AuditPageData>) {
  const { t } = useTranslation('admin');
  const screens = Grid.useBreakpoint();
  // Before the first client measurement the server's user-agent guess decides, as in the layout.
  const isMobile = screens.md === undefined ? props.isMobile : !screens.md;
  return (
    <AdminPage shell={props} title={t('audit.title')} forbidden={props.forbidden}>
      {props.page && <AuditContent initial={props.page} isMobile={isMobile} />}
    </AdminPage>
  );
}

function AuditContent({ initial, isMobile }: { initial: AuditPageData; isMobile: boolean }) {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState<AuditListQuery>(FIRST_AUDIT_QUERY);
  // The server's first page belongs to the first query only; other queries must not start from it.
  const audit = useAuditLog(query, query === FIRST_AUDIT_QUERY ? initial.list : undefined);
  const { data: filters = initial.filters } = useAdminFilters();
  const list = audit.data ?? initial.list;
  const filterBy = (changes: Partial<AuditListQuery>) => setQuery({ ...query, ...changes, page: 1 });

  const columns: TableColumnsType<PublicAuditEntry> = [
    {
      title: t('audit.time'),
      dataIndex: 'created_at',
      width: 150,
      render: (ms: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatJalaliDate(ms, { withTime: true })}</span>,
    },
    {
      title: t('audit.admin'),
      key: 'admin',
      render: (_, entry) => (
        <Flex vertical>
          <span>{entry.admin_name ?? `#${entry.admin_id}`}</span>
          {entry.admin_username && (
            <Typography.Text type="secondary" dir="ltr" style={{ fontSize: 12 }}>
              {entry.admin_username}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: t('audit.action'), dataIndex: 'action', render: (action: string) => t(`audit.actions.${action}`, { defaultValue: labelOf(filters.audit_actions, action) }) },
    {
      title: t('audit.target'),
      key: 'target',
      render: (_, entry) => (entry.target_type ? <span dir="ltr">{`${entry.target_type} #${entry.target_id ?? ''}`}</span> : '—'),
    },
    { title: t('audit.ip'), dataIndex: 'ip', render: (ip: string | null) => <span dir="ltr">{ip ?? '—'}</span> },
    { title: t('audit.details'), dataIndex: 'details', width: 260, render: (details: PublicAuditEntry['details']) => <AuditDetails details={details} /> },
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
              options={[
                { value: '', label: t('audit.allActions') },
                ...filters.audit_actions.map((option) => ({ ...option, label: t(`audit.actions.${option.value}`, { defaultValue: option.label }) })),
              ]}
            />
          </Form.Item>
          <Form.Item label={t('audit.adminId')} htmlFor="audit-admin-id" style={{ marginBottom: 0 }}>
            <InputNumber
              id="audit-admin-id"
              min={1}
              controls={false}
              dir="ltr"
              style={{ width: 110 }}
              onChange={(adminId: number | null) => filterBy({ admin_id: adminId ?? undefined })}
            />
          </Form.Item>
          <Form.Item label={t('audit.dateRange')} htmlFor="audit-from" style={{ marginBottom: 0 }}>
            <DateRangeFilter separate={isMobile} onChange={filterBy} />
          </Form.Item>
        </Flex>
      </Form>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={list.items}
        loading={audit.isFetching}
        pagination={pagination(list, (page, perPage) => setQuery({ ...query, page, per_page: perPage }))}
        scroll={{ x: 900 }}
      />
    </Card>
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

/** An update lists the fields it changed; other details show one `key: value` a line. */
function AuditDetails({ details }: { details: PublicAuditEntry['details'] }) {
  if (!details) return '—';
  const { changed } = details;
  if (Array.isArray(changed)) {
    return (
      <Flex wrap gap={4}>
        {changed.map((field) => (
          <Tag key={String(field)} style={{ marginInlineEnd: 0 }}>
            {String(field)}
          </Tag>
        ))}
      </Flex>
    );
  }
  const lines = Object.entries(details).map(([key, value]) => `${key}: ${detailValue(value)}`);
  // A block of its own, so the LTR text wraps line by line instead of reordering inside the RTL cell.
  return (
    <code dir="ltr" style={{ display: 'block', fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'left' }}>
      {lines.join('\n')}
    </code>
  );
}

function detailValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}
