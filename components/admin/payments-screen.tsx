import { useTranslation } from 'react-i18next';
import { adminHolds } from '../../lib/admin-permissions';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { paymentsList } from '../../hooks/admin/use-payments';
import { useFormat } from '../../hooks/use-format';
import { useIsPhone } from '../../hooks/use-is-phone';
import { PAYMENT_STATUSES, type paymentRoutes } from '../../shared/contracts/payments';
import type { AdminPayment } from '../../shared/contracts/payments.schemas';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import styles from '../list/cells.module.css';
import type { ListColumn } from '../list/data-table';
import fields from '../list/fields.module.css';
import { DayRangeField } from '../list/lazy-jalali-range-filter';
import { ListScreen, type InitialList } from '../list/list-screen';
import { NumberFilter } from '../list/number-filter';
import { SelectFilter } from '../list/select-filter';
import { ExportButtons } from './payments/export-buttons';
import { PaymentStatusTag } from '../list/status-tag';

export interface PaymentsPageData {
  list: InitialList<AdminPayment, typeof paymentRoutes.list.listing>;
}

export function PaymentsScreen(props: AdminPageProps<PaymentsPageData>) {
  const { t } = useTranslation('admin');
  const isMobile = useIsPhone(props.isMobile);
  return (
    <AdminPage shell={props} title={t('payments.title')} forbidden={props.forbidden}>
      {props.page && <PaymentsContent initial={props.page} isMobile={isMobile} canExport={adminHolds(props.admin, 'payments.export')} />}
    </AdminPage>
  );
}

function PaymentsContent({ initial, isMobile, canExport }: { initial: PaymentsPageData; isMobile: boolean; canExport: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();

  const statusTag = (payment: AdminPayment) => <PaymentStatusTag status={payment.status} label={t(`payments.status.${payment.status}`)} />;
  const payerCell = (payment: AdminPayment) => (
    <div className={`${styles.stack} ${styles.names}`}>
      <span className={styles.wrap}>{payment.user_name ?? `#${format.digits(payment.user_id)}`}</span>
      {payment.user_mobile && (
        <span dir="ltr" className={`${styles.wrap} ${styles.username}`}>
          {format.digits(payment.user_mobile)}
        </span>
      )}
    </div>
  );
  const time = (ms: number | null) => (ms === null ? '—' : <span style={{ whiteSpace: 'nowrap' }}>{format.date(ms, { withTime: true })}</span>);
  const money = (payment: AdminPayment) => <span style={{ whiteSpace: 'nowrap' }}>{format.money(payment.amount)}</span>;

  // A phone has room for two columns: the payer with the time, and the amount with its status.
  const phoneColumns: ListColumn<AdminPayment>[] = [
    {
      title: t('payments.payer'),
      key: 'payer',
      render: (payment) => (
        <div className={styles.stack}>
          {payerCell(payment)}
          <span className={styles.secondary}>{format.date(payment.created_at, { withTime: true })}</span>
        </div>
      ),
    },
    {
      title: t('payments.amount'),
      key: 'amount',
      sortField: 'amount',
      width: 130,
      render: (payment) => (
        <div className={styles.stack}>
          {money(payment)}
          <span>{statusTag(payment)}</span>
        </div>
      ),
    },
  ];
  const columns: ListColumn<AdminPayment>[] = [
    { title: t('payments.payer'), key: 'payer', width: 170, render: payerCell },
    { title: t('payments.amount'), key: 'amount', sortField: 'amount', width: 140, render: money },
    { title: t('payments.statusTitle'), key: 'status', width: 110, render: statusTag },
    { title: t('payments.gateway'), key: 'gateway', width: 110, showFrom: 'lg', render: (payment) => t(`payments.gateways.${payment.gateway}`) },
    {
      title: t('payments.reference'),
      key: 'reference',
      render: (payment) => (
        <span dir="ltr" className={styles.wrap}>
          {payment.gateway_reference ? format.digits(payment.gateway_reference) : '—'}
        </span>
      ),
    },
    { title: t('payments.createdAt'), key: 'created_at', sortField: 'created_at', width: 150, render: (payment) => time(payment.created_at) },
    { title: t('payments.paidAt'), key: 'paid_at', width: 150, showFrom: 'lg', render: (payment) => time(payment.paid_at) },
  ];

  return (
    <Card>
      <ListScreen
        list={paymentsList}
        initial={initial.list}
        columns={isMobile ? phoneColumns : columns}
        label={t('payments.title')}
        searchLabel={t('payments.search')}
        actions={canExport ? (params, list) => <ExportButtons filters={{ ...params.filters, search: params.search }} total={list?.total} /> : undefined}
        filters={(params, setFilters) => (
          <>
            <SelectFilter
              id="payments-status"
              label={t('payments.statusTitle')}
              allLabel={t('payments.allStatuses')}
              width={140}
              options={PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`payments.status.${status}`) }))}
              value={params.filters.status}
              onChange={(status) => setFilters({ ...params.filters, status: PAYMENT_STATUSES.find((key) => key === status) })}
            />
            <div className={fields.field}>
              <label htmlFor="payments-user-id">{t('payments.userId')}</label>
              <NumberFilter
                id="payments-user-id"
                width={100}
                invalidText={t('payments.numberInvalid')}
                value={params.filters.user_id}
                onChange={(userId) => setFilters({ ...params.filters, user_id: userId })}
              />
            </div>
            {(['amount_min', 'amount_max'] as const).map((name) => (
              <div key={name} className={fields.field}>
                <label htmlFor={`payments-${name}`}>
                  {t(name === 'amount_min' ? 'payments.amountMin' : 'payments.amountMax', { unit: format.moneyUnitName })}
                </label>
                <NumberFilter
                  id={`payments-${name}`}
                  width={120}
                  invalidText={t('payments.numberInvalid')}
                  value={params.filters[name] === undefined ? undefined : format.toMoneyUnit(params.filters[name])}
                  onChange={(amount) => setFilters({ ...params.filters, [name]: amount === undefined ? undefined : format.toRials(amount) })}
                />
              </div>
            ))}
            <DayRangeField
              id="payments-date"
              label={t('payments.dateRange')}
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
