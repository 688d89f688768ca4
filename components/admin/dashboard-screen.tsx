import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { formatPersianNumber } from '../../lib/format';
import { useAdminDashboard } from '../../hooks/admin/use-admin-dashboard';
import type { AdminDashboard } from '../../hooks/admin/types';
import { useSettings } from '../app/settings-context';
import { CardGrid } from '../ui/card-grid';
import { AdminPage } from './admin-page';
import { DayChart } from './day-chart';

export function AdminDashboardScreen(props: AdminPageProps<AdminDashboard>) {
  const { t } = useTranslation(['admin', 'common']);
  const { settings } = useSettings();
  return (
    <AdminPage shell={props} title={t('dashboard.title')} forbidden={props.forbidden}>
      {props.page && <DashboardContent initial={props.page} rtl={settings.language === 'fa'} />}
    </AdminPage>
  );
}

function DashboardContent({ initial, rtl }: { initial: AdminDashboard; rtl: boolean }) {
  const { t } = useTranslation(['admin', 'common']);
  const { data: dashboard = initial } = useAdminDashboard(initial);
  const { counts, series } = dashboard;
  const rial = t('common:currency.rial');
  const cards = [
    { title: t('dashboard.users'), value: counts.users },
    { title: t('dashboard.newUsersToday'), value: counts.new_users_today },
    { title: t('dashboard.revenueToday'), value: counts.revenue_today, suffix: rial },
    { title: t('dashboard.revenueMonth'), value: counts.revenue_month, suffix: rial },
    { title: t('dashboard.openTickets'), value: counts.open_tickets },
    { title: t('dashboard.unreadContact'), value: counts.unread_contact_messages },
    { title: t('dashboard.viewsToday'), value: counts.views_today },
  ];
  return (
    <>
      <CardGrid minWidth={160}>
        {cards.map((card) => (
          <Card key={card.title} size="small">
            <Statistic title={card.title} value={formatPersianNumber(card.value)} suffix={card.suffix} />
          </Card>
        ))}
      </CardGrid>
      <CardGrid minWidth={420} style={{ marginTop: 16 }}>
        <Card title={t('dashboard.revenueChart')} size="small">
          <DayChart points={series.revenue} label={t('dashboard.revenueToday')} rtl={rtl} />
        </Card>
        <Card title={t('dashboard.registrationsChart')} size="small">
          <DayChart points={series.registrations} label={t('dashboard.users')} color="#15803d" rtl={rtl} />
        </Card>
        <Card title={t('dashboard.viewsChart')} size="small">
          <DayChart points={series.views} label={t('dashboard.viewsToday')} color="#b45309" rtl={rtl} />
        </Card>
      </CardGrid>
    </>
  );
}
