import { useTranslation } from 'react-i18next';
import { useDashboard } from '../../hooks/use-dashboard';
import { useFormat } from '../../hooks/use-format';
import type { DashboardData } from '../../shared/contracts/user.schemas';
import { Card } from '../ui/card';
import { CardGrid } from '../ui/card-grid';
import { Notice } from '../ui/notice';
import { PlainTable } from '../ui/plain-table';
import { ScrollRegion } from '../ui/scroll-region';
import { Statistic } from '../ui/statistic';
import { UserLayout } from './user-layout';
import styles from './user-layout.module.css';

/** The first page after sign-in, drawn without antd components so it loads and starts quickly. */
export function DashboardScreen({ dashboard: initial }: { dashboard: DashboardData }) {
  const { t } = useTranslation(['user', 'common']);
  const { data: dashboard = initial } = useDashboard(initial);
  const format = useFormat();
  return (
    <UserLayout title={t('dashboard.title')} session={dashboard}>
      <h1 className={styles.pageTitle}>{t('dashboard.greeting', { name: dashboard.user.name })}</h1>
      {dashboard.is_below_min_balance && <Notice type="warning">{t('dashboard.belowMin')}</Notice>}
      <CardGrid minWidth={260}>
        <Card>
          <Statistic
            title={t('dashboard.balance')}
            value={format.number(format.toMoneyUnit(dashboard.user.balance))}
            suffix={format.moneyUnitNameFor(dashboard.user.balance)}
          />
        </Card>
        <Card>
          <Statistic
            title={t('dashboard.minBalance')}
            value={format.number(format.toMoneyUnit(dashboard.user.min_balance))}
            suffix={format.moneyUnitNameFor(dashboard.user.min_balance)}
          />
        </Card>
      </CardGrid>
      <Card title={t('dashboard.gifts')} className={styles.transactions}>
        <ScrollRegion label={t('dashboard.gifts')} isInTitledCard>
          <PlainTable
            rows={dashboard.gifts}
            rowKey={(row) => `${row.received_at}-${row.title}`}
            empty={t('dashboard.noGifts')}
            columns={[
              { key: 'date', title: t('dashboard.date'), render: (row) => format.date(row.received_at, { withTime: true }) },
              { key: 'title', title: t('dashboard.giftTitle'), render: (row) => row.title },
              {
                key: 'amount',
                title: `${t('dashboard.amount')} (${format.moneyUnitName})`,
                render: (row) => <span className="ltr-value">{format.number(format.toMoneyUnit(row.amount))}</span>,
              },
            ]}
          />
        </ScrollRegion>
      </Card>
      <Card title={t('dashboard.transactions')} className={styles.transactions}>
        <ScrollRegion label={t('dashboard.transactions')} isInTitledCard>
          <PlainTable
            rows={dashboard.recent_transactions}
            rowKey={(row) => row.id}
            empty={t('dashboard.noTransactions')}
            columns={[
              { key: 'date', title: t('dashboard.date'), render: (row) => format.date(row.created_at, { withTime: true }) },
              {
                key: 'description',
                title: t('dashboard.description'),
                render: (row) => row.description ?? t(`dashboard.kinds.${row.kind}`, { defaultValue: row.kind }),
              },
              {
                key: 'amount',
                title: `${t('dashboard.amount')} (${format.moneyUnitName})`,
                render: (row) => <span className="ltr-value">{format.number(format.toMoneyUnit(row.amount), { signAfter: true })}</span>,
              },
            ]}
          />
        </ScrollRegion>
      </Card>
    </UserLayout>
  );
}
