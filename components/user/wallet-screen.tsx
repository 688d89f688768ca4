import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../lib/action-state';
import type { ListParams } from '../../lib/list-query';
import { MAX_TOP_UP_RIALS, MIN_TOP_UP_RIALS, parseMoney } from '../../shared/money';
import { useDashboard } from '../../hooks/use-dashboard';
import { useFormat } from '../../hooks/use-format';
import { useListParams } from '../../hooks/use-list-params';
import { useOwnPayments, useTopUp } from '../../hooks/use-wallet';
import { paymentRoutes } from '../../shared/contracts/payments';
import type { OwnPayment } from '../../shared/contracts/payments.schemas';
import type { Page } from '../../shared/contracts/kit.schemas';
import type { DashboardData } from '../../shared/contracts/user.schemas';
import { PlainField, PlainForm, SubmitButton } from '../form/plain-form';
import { PaymentStatusTag } from '../list/status-tag';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { CardGrid } from '../ui/card-grid';
import { Notice } from '../ui/notice';
import { PlainTable } from '../ui/plain-table';
import { ScrollRegion } from '../ui/scroll-region';
import { Statistic } from '../ui/statistic';
import { SimplePager } from './simple-pager';
import { UserLayout } from './user-layout';
import styles from './user-layout.module.css';
import wallet from './wallet-screen.module.css';

/** Amounts offered at one click, in Rials (shown in the visitor's unit). */
const PRESETS = [500_000, 1_000_000, 5_000_000, 10_000_000];

export interface WalletPageData {
  dashboard: DashboardData;
  list: { params: ListParams<typeof paymentRoutes.ownList.listing>; list: Page<OwnPayment> };
  /** The payment the gateway just sent the user back from. */
  returned: OwnPayment | null;
}

/** The user's wallet: balance, a top-up through the gateway, the user's payments and the last one's outcome. */
export function WalletScreen({ dashboard: initial, list, returned }: WalletPageData) {
  const { t } = useTranslation(['user', 'common']);
  const { data: dashboard = initial } = useDashboard(initial);
  const format = useFormat();
  return (
    <UserLayout title={t('wallet.title')} session={dashboard}>
      <h1 className={styles.pageTitle}>{t('wallet.title')}</h1>
      {returned && <ReturnedNotice payment={returned} />}
      <CardGrid minWidth={260}>
        <Card>
          <Statistic
            title={t('dashboard.balance')}
            value={format.number(format.toMoneyUnit(dashboard.user.balance))}
            suffix={format.moneyUnitNameFor(dashboard.user.balance)}
          />
        </Card>
        <Card title={t('wallet.topUp')}>
          <TopUpForm />
        </Card>
      </CardGrid>
      <Card title={t('wallet.payments')} className={styles.transactions}>
        <OwnPayments initial={list} />
      </Card>
    </UserLayout>
  );
}

function ReturnedNotice({ payment }: { payment: OwnPayment }) {
  const { t } = useTranslation('user');
  const format = useFormat();
  const amount = format.money(payment.amount);
  if (payment.status === 'paid')
    return <Notice type="info">{t('wallet.returnedPaid', { amount, reference: format.digits(payment.gateway_reference ?? '') })}</Notice>;
  if (payment.status === 'pending') return <Notice type="warning">{t('wallet.returnedPending', { amount })}</Notice>;
  return <Notice type="warning">{t('wallet.returnedFailed', { amount })}</Notice>;
}

function TopUpForm() {
  const { t } = useTranslation('user');
  const format = useFormat();
  const topUp = useTopUp();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isLeaving, setIsLeaving] = useState(false);

  /** The typed amount in Rials, or the reason it cannot be paid. */
  const check = (value: string): { rials?: number; error?: string } => {
    if (!value.trim()) return { error: t('wallet.amountRequired') };
    const rials = parseMoney(value, format.toRials);
    if (rials === undefined) return { error: t('wallet.amountInvalid') };
    if (rials < MIN_TOP_UP_RIALS) return { error: t('wallet.amountMin', { amount: format.money(MIN_TOP_UP_RIALS) }) };
    if (rials > MAX_TOP_UP_RIALS) return { error: t('wallet.amountMax', { amount: format.money(MAX_TOP_UP_RIALS) }) };
    return { rials };
  };

  const pay = useSingleFlight(async (rials: number) => {
    const result = await topUp.mutateAsync(rials);
    setIsLeaving(true);
    window.location.assign(result.data.gateway_url);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = check(text);
    setError(checked.error);
    if (checked.rials === undefined) {
      event.currentTarget.querySelector<HTMLInputElement>('#amount')?.focus();
      return;
    }
    void pay(checked.rials);
  };
  const isBusy = topUp.isPending || isLeaving;

  return (
    <PlainForm onSubmit={onSubmit} isBusy={isBusy}>
      <div className={wallet.presets} role="group" aria-label={t('wallet.presets')}>
        {PRESETS.map((rials) => (
          <Button
            key={rials}
            onClick={() => {
              setText(format.digits(format.toMoneyUnit(rials)));
              setError(undefined);
            }}
          >
            {format.money(rials)}
          </Button>
        ))}
      </div>
      <PlainField
        binding={{
          id: 'amount',
          value: text,
          error,
          onValue: (value) => {
            setText(value);
            if (error) setError(check(value).error);
          },
        }}
        label={t('wallet.amount', { unit: format.moneyUnitName })}
        inputMode="numeric"
        autoComplete="off"
        isLtr
      />
      <SubmitButton isBusy={isBusy}>{t('wallet.pay')}</SubmitButton>
    </PlainForm>
  );
}

function OwnPayments({ initial }: { initial: WalletPageData['list'] }) {
  const { t } = useTranslation('user');
  const format = useFormat();
  const [params, change] = useListParams(paymentRoutes.ownList.listing);
  const query = useOwnPayments(params, params.page === initial.params.page ? initial.list : undefined);
  const page = query.data;
  const pageCount = Math.max(1, Math.ceil((page?.total ?? 0) / params.per_page));
  return (
    <>
      <ScrollRegion label={t('wallet.payments')} isInTitledCard>
        <PlainTable
          rows={page?.items ?? []}
          rowKey={(row) => row.id}
          caption={t('wallet.payments')}
          empty={t('wallet.noPayments')}
          isBusy={query.isFetching}
          columns={[
            { key: 'date', title: t('dashboard.date'), render: (row) => format.date(row.created_at, { withTime: true }) },
            { key: 'amount', title: t('dashboard.amount'), render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{format.money(row.amount)}</span> },
            { key: 'status', title: t('wallet.status'), render: (row) => <PaymentStatusTag status={row.status} label={t(`wallet.statuses.${row.status}`)} /> },
            {
              key: 'reference',
              title: t('wallet.reference'),
              className: wallet.fromTablet,
              render: (row) => <span dir="ltr">{row.gateway_reference ? format.digits(row.gateway_reference) : '—'}</span>,
            },
          ]}
        />
      </ScrollRegion>
      <SimplePager page={params.page} pageCount={pageCount} label={t('wallet.pages')} onPage={(page) => change({ page })} />
    </>
  );
}
