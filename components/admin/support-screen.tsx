import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useSingleFlight } from '../../lib/action-state';
import { ticketsList, useSaveUnit, useSupportUnits } from '../../hooks/admin/use-support';
import { useFormat } from '../../hooks/use-format';
import { useIsPhone } from '../../hooks/use-is-phone';
import { SUPPORT_STATUSES, type supportRoutes } from '../../shared/contracts/support';
import type { AdminTicket, PublicSupportUnit } from '../../shared/contracts/support.schemas';
import { PageLink } from '../ui/page-link';
import styles from '../list/cells.module.css';
import type { ListColumn } from '../list/data-table';
import fields from '../list/fields.module.css';
import { controlClassName } from '../list/fields';
import { ListScreen, type InitialList } from '../list/list-screen';
import { NumberFilter } from '../list/number-filter';
import { SelectFilter } from '../list/select-filter';
import { SupportStatusTag } from '../list/status-tag';
import { Tag } from '../list/cells';
import thread from '../support/support-thread.module.css';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import support from './support-screen.module.css';

export interface SupportPageData {
  list: InitialList<AdminTicket, typeof supportRoutes.list.listing>;
  units: PublicSupportUnit[];
}

export const adminTicketPath = (id: number) => `/admin/support/${id}`;

export function SupportScreen(props: AdminPageProps<SupportPageData>) {
  const { t } = useTranslation('admin');
  const isMobile = useIsPhone(props.isMobile);
  return (
    <AdminPage shell={props} title={t('support.title')} forbidden={props.forbidden}>
      {props.page && <SupportContent initial={props.page} isMobile={isMobile} />}
    </AdminPage>
  );
}

function SupportContent({ initial, isMobile }: { initial: SupportPageData; isMobile: boolean }) {
  const { t } = useTranslation(['admin', 'common']);
  const format = useFormat();
  const { data: units = initial.units } = useSupportUnits(initial.units);

  const statusTag = (ticket: AdminTicket) => <SupportStatusTag status={ticket.status} label={t(`common:support.status.${ticket.status}`)} />;
  const subjectCell = (ticket: AdminTicket) => (
    <PageLink href={adminTicketPath(ticket.id)} className={styles.wrap}>
      {ticket.subject}
    </PageLink>
  );
  const userCell = (ticket: AdminTicket) => (
    <div className={`${styles.stack} ${styles.names}`}>
      <span className={styles.wrap}>{ticket.user_name}</span>
      <span dir="ltr" className={`${styles.wrap} ${styles.username}`}>
        {format.digits(ticket.user_mobile)}
      </span>
    </div>
  );
  const time = (ms: number) => <span className={thread.nowrap}>{format.date(ms, { withTime: true })}</span>;

  const phoneColumns: ListColumn<AdminTicket>[] = [
    {
      title: t('common:support.subject'),
      key: 'subject',
      render: (ticket) => (
        <div className={styles.stack}>
          {subjectCell(ticket)}
          <span className={styles.secondary}>{ticket.user_name}</span>
        </div>
      ),
    },
    {
      title: t('common:support.lastActivity'),
      key: 'last_activity_at',
      sortField: 'last_activity_at',
      width: 140,
      render: (ticket) => (
        <div className={styles.stack}>
          <span>{statusTag(ticket)}</span>
          <span className={styles.secondary}>{format.date(ticket.last_activity_at, { withTime: true })}</span>
        </div>
      ),
    },
  ];
  const columns: ListColumn<AdminTicket>[] = [
    { title: t('common:support.subject'), key: 'subject', render: subjectCell },
    { title: t('support.user'), key: 'user', width: 170, render: userCell },
    { title: t('common:support.unit'), key: 'unit', width: 130, showFrom: 'lg', render: (ticket) => ticket.unit_name },
    { title: t('common:support.statusTitle'), key: 'status', width: 130, render: statusTag },
    {
      title: t('common:support.lastActivity'),
      key: 'last_activity_at',
      sortField: 'last_activity_at',
      width: 150,
      render: (ticket) => time(ticket.last_activity_at),
    },
    {
      title: t('common:support.createdAt'),
      key: 'created_at',
      sortField: 'created_at',
      width: 150,
      showFrom: 'lg',
      render: (ticket) => time(ticket.created_at),
    },
  ];

  return (
    <>
      <Card>
        <ListScreen
          list={ticketsList}
          initial={initial.list}
          columns={isMobile ? phoneColumns : columns}
          label={t('support.title')}
          searchLabel={t('support.search')}
          filters={(params, setFilters) => (
            <>
              <SelectFilter
                id="support-status"
                label={t('common:support.statusTitle')}
                allLabel={t('support.allStatuses')}
                width={150}
                options={SUPPORT_STATUSES.map((status) => ({ value: status, label: t(`common:support.status.${status}`) }))}
                value={params.filters.status}
                onChange={(status) => setFilters({ ...params.filters, status: SUPPORT_STATUSES.find((key) => key === status) })}
              />
              <SelectFilter
                id="support-unit"
                label={t('common:support.unit')}
                allLabel={t('support.allUnits')}
                width={150}
                options={units.map((unit) => ({ value: String(unit.id), label: unit.name }))}
                value={params.filters.unit_id === undefined ? undefined : String(params.filters.unit_id)}
                onChange={(unit) => setFilters({ ...params.filters, unit_id: unit === undefined ? undefined : Number(unit) })}
              />
              <div className={fields.field}>
                <label htmlFor="support-user-id">{t('support.userId')}</label>
                <NumberFilter
                  id="support-user-id"
                  width={100}
                  invalidText={t('support.numberInvalid')}
                  value={params.filters.user_id}
                  onChange={(userId) => setFilters({ ...params.filters, user_id: userId })}
                />
              </div>
            </>
          )}
        />
      </Card>
      <Card title={t('support.units')} className={support.units}>
        <UnitsEditor units={units} />
      </Card>
    </>
  );
}

/** Add a unit, rename one, or disable or enable it: one request per click. */
function UnitsEditor({ units }: { units: PublicSupportUnit[] }) {
  return (
    <ul className={support.unitList}>
      {units.map((unit) => (
        <UnitRow key={unit.id} unit={unit} />
      ))}
      <UnitRow />
    </ul>
  );
}

function UnitRow({ unit }: { unit?: PublicSupportUnit }) {
  const { t } = useTranslation('admin');
  const save = useSaveUnit();
  const [name, setName] = useState(unit?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const run = useSingleFlight((changes: { name?: string; is_active?: boolean }) => save.mutateAsync({ id: unit?.id, ...changes }));
  const inputId = `support-unit-${unit?.id ?? 'new'}`;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setError(t('support.unitNameRequired'));
      return;
    }
    setError(undefined);
    const saved = await run({ name: name.trim() });
    if (saved && !unit) setName('');
  };
  return (
    <li>
      <form className={support.unitRow} onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className={fields.field}>
          <label htmlFor={inputId}>{unit ? t('support.unitName') : t('support.addUnit')}</label>
          <input
            id={inputId}
            className={controlClassName}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}_help` : undefined}
          />
          {error && (
            <span id={`${inputId}_help`} className={support.error}>
              {error}
            </span>
          )}
        </div>
        <Button
          variant={unit ? 'default' : 'primary'}
          isBusy={save.isPending}
          disabled={save.isPending}
          onClick={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {unit ? t('support.rename') : t('support.addUnit')}
        </Button>
        {unit && !unit.is_active && <Tag>{t('support.inactive')}</Tag>}
        {unit && (
          <Button variant="text" disabled={save.isPending} onClick={() => void run({ is_active: !unit.is_active })}>
            {unit.is_active ? t('support.disable') : t('support.enable')}
          </Button>
        )}
      </form>
    </li>
  );
}
