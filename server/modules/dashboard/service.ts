import type { Clock } from '../../clock';
import { daySeries } from '../../db/day-series';
import { DAY_MS, tehranDayNumber, tehranDayStart } from '../../../shared/tehran-time';
import { jalaliDayKey } from '../../../shared/format';
import type { PermissionKey } from '../../../shared/contracts/permissions';
import type { LedgerService } from '../ledger/service';
import type { UserService } from '../users/service';
import type { SupportService } from '../support/service';
import type { ContactUsService } from '../contact-us/service';
import type { ViewService } from '../views/service';
import { DASHBOARD_COUNT_AREAS, DASHBOARD_SERIES_AREAS, type DashboardCount, type DashboardSeries } from '../../../shared/contracts/dashboard';
import type { AdminDashboard, DayPoint } from '../../../shared/contracts/dashboard.schemas';

export const SERIES_DAYS = 30;

/** The figures come from the modules that own them: users from the users service, revenue from the ledger's, and so on. */
export function createDashboardService({
  users,
  ledger,
  support,
  contactUs,
  views,
  clock,
}: {
  users: UserService;
  ledger: LedgerService;
  support: SupportService;
  contactUs: ContactUsService;
  views: ViewService;
  clock: Clock;
}) {
  /** Fills every one of the last 30 days, so a chart shows the quiet days as zero rather than skipping them. */
  const toSeries = (rows: { day: number | string; value: number | string | null }[], firstDay: number): DayPoint[] => daySeries(rows, firstDay, SERIES_DAYS);

  return {
    /** What `may` allows of the counts and charts: an area's figures are queried only for those allowed to see them. */
    async summary(may: (permission: PermissionKey) => boolean): Promise<AdminDashboard> {
      const now = clock.now();
      const todayStart = tehranDayStart(now);
      const seriesStart = todayStart - (SERIES_DAYS - 1) * DAY_MS;
      const firstDay = tehranDayNumber(seriesStart);
      // The Jalali month began (day of month - 1) days before today.
      const monthStart = todayStart - (Number(jalaliDayKey(todayStart).slice(8)) - 1) * DAY_MS;

      const countQueries: Record<DashboardCount, () => Promise<number>> = {
        users: () => users.countLive(),
        new_users_today: () => users.countLive(todayStart),
        revenue_today: () => ledger.revenueSince(todayStart),
        revenue_month: () => ledger.revenueSince(monthStart),
        // Tickets waiting for an admin: open, or answered and written to again by the user.
        open_tickets: () => support.countWaiting(),
        unread_contact_messages: () => contactUs.countUnread(),
        views_today: () => views.countPagesSince(todayStart),
      };
      const seriesQueries: Record<DashboardSeries, () => Promise<DayPoint[]>> = {
        registrations: async () => toSeries(await users.registrationsPerDay(seriesStart), firstDay),
        revenue: async () => toSeries(await ledger.revenuePerDay(seriesStart), firstDay),
        views: async () => toSeries(await views.pagesPerDay(seriesStart), firstDay),
      };
      const allowed = <K extends string, V>(queries: Record<K, () => Promise<V>>, areas: Record<K, PermissionKey>) =>
        Promise.all((Object.keys(queries) as K[]).filter((key) => may(areas[key])).map(async (key) => [key, await queries[key]()] as const)).then(
          (entries) => Object.fromEntries(entries) as Partial<Record<K, V>>,
        );
      const [counts, series] = await Promise.all([allowed(countQueries, DASHBOARD_COUNT_AREAS), allowed(seriesQueries, DASHBOARD_SERIES_AREAS)]);
      return { counts, series };
    },
  };
}
