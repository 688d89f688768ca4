import { Alert, Card, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../../hooks/use-dashboard';
import { useFormat } from '../../hooks/use-format';
import type { DashboardData, PublicUser } from '../../server/modules/users/schemas';
import { CardGrid } from '../ui/card-grid';
import { ScrollRegion } from '../ui/scroll-region';
import { UserLayout } from './user-layout';
import styles from './user-layout.module.css';

export function DashboardScreen({ user, dashboard: initial }: { user: PublicUser; dashboard: DashboardData }) {
  const { t } = useTranslation(['user', 'common']);
  const { data: dashboard = initial } = useDashboard(initial);
  const format = useFormat();
  return (
    <UserLayout title={t('dashboard.title')} user={user}>
      <h1 className={styles.pageTitle}>{t('dashboard.greeting', { name: dashboard.user.name })}</h1>
      {dashboard.is_below_min_balance && <Alert type="warning" showIcon message={t('dashboard.belowMin')} style={{ marginBottom: 16 }} />}
      <CardGrid minWidth={260}>
        <Card>
          <Statistic title={t('dashboard.balance')} value={format.number(dashboard.user.balance)} suffix={t('common:currency.rial')} />
        </Card>
        <Card>
          <Statistic title={t('dashboard.minBalance')} value={format.number(dashboard.user.min_balance)} suffix={t('common:currency.rial')} />
        </Card>
      </CardGrid>
      <Card title={t('dashboard.transactions')} style={{ marginTop: 16 }}>
        <ScrollRegion label={t('dashboard.transactions')}>
          <Table
            rowKey="id"
            size="middle"
            pagination={false}
            dataSource={dashboard.recent_transactions}
            locale={{ emptyText: <span className={styles.emptyText}>{t('dashboard.noTransactions')}</span> }}
            columns={[
              { title: t('dashboard.date'), dataIndex: 'created_at', render: (ms: number) => format.date(ms, { withTime: true }) },
              { title: t('dashboard.description'), dataIndex: 'description', render: (text: string | null, row) => text ?? row.kind },
              {
                title: t('dashboard.amount'),
                dataIndex: 'amount',
                render: (amount: number) => <span className="ltr-value">{format.number(amount, { signAfter: true })}</span>,
              },
            ]}
          />
        </ScrollRegion>
      </Card>
    </UserLayout>
  );
}
