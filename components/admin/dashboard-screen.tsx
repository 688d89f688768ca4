import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useAdminDashboard } from '../../hooks/admin/use-admin-dashboard';
import { useFormat } from '../../hooks/use-format';
import type { AdminDashboard } from '../../shared/contracts/dashboard.schemas';
import { useSettings } from '../../hooks/use-settings';
import { Card } from '../ui/card';
import { Statistic } from '../ui/statistic';
import { AdminPage } from './admin-page';
import { DayChart } from './day-chart';
import { FrameIcon } from '../ui/frame-icon';
import styles from './dashboard-screen.module.css';

export function AdminDashboardScreen(props: AdminPageProps<AdminDashboard>) {
  const { t } = useTranslation(['admin', 'common']);
  const { settings } = useSettings();
  return (
    <AdminPage shell={props} title={t('dashboard.title')} forbidden={props.forbidden}>
      {props.page && <DashboardContent initial={props.page} rtl={settings.language === 'fa'} />}
    </AdminPage>
  );
}

/** The API sends only the figures of areas this admin may see; the screen shows what it got. */
function DashboardContent({ initial, rtl }: { initial: AdminDashboard; rtl: boolean }) {
  const { t } = useTranslation(['admin', 'common']);
  const format = useFormat();
  const { data: dashboard = initial } = useAdminDashboard(initial);
  const { counts, series } = dashboard;
  const cards = [
    { title: t('dashboard.users'), value: counts.users },
    { title: t('dashboard.newUsersToday'), value: counts.new_users_today },
    { title: t('dashboard.revenueToday'), value: counts.revenue_today, isMoney: true },
    { title: t('dashboard.revenueMonth'), value: counts.revenue_month, isMoney: true },
    { title: t('dashboard.openTickets'), value: counts.open_tickets },
    { title: t('dashboard.unreadContact'), value: counts.unread_contact_messages },
    { title: t('dashboard.viewsToday'), value: counts.views_today },
  ].filter((card) => card.value !== undefined);
  const charts = [
    {
      title: t('dashboard.revenueChart', { unit: format.moneyUnitName }),
      points: series.revenue?.map((point) => ({ ...point, value: format.toMoneyUnit(point.value) })),
      label: t('dashboard.revenueSeries'),
    },
    { title: t('dashboard.registrationsChart'), points: series.registrations, label: t('dashboard.registrationsSeries'), tone: 'success' as const },
    { title: t('dashboard.viewsChart'), points: series.views, label: t('dashboard.viewsSeries'), tone: 'warning' as const },
  ].filter((chart) => chart.points !== undefined);

  if (cards.length === 0 && charts.length === 0) {
    return (
      <Card>
        <div className={styles.empty}>
          <FrameIcon name="inbox" className={styles.emptyIcon} />
          <p>{t('dashboard.nothingToShow')}</p>
        </div>
      </Card>
    );
  }
  return (
    <>
      <div className={styles.counts}>
        {cards.map((card) => (
          <Card key={card.title} size="small">
            <Statistic
              title={card.title}
              value={format.number(card.isMoney ? format.toMoneyUnit(card.value ?? 0) : (card.value ?? 0))}
              suffix={card.isMoney ? format.moneyUnitNameFor(card.value ?? 0) : undefined}
            />
          </Card>
        ))}
      </div>
      <div className={styles.charts}>
        {charts.map((chart) => (
          <Card key={chart.title} title={chart.title} size="small">
            <DayChart points={chart.points ?? []} title={chart.title} label={chart.label} tone={chart.tone} rtl={rtl} />
          </Card>
        ))}
      </div>
    </>
  );
}
