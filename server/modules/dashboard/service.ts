import type { Clock } from '../../clock';
import { DAY_MS, TEHRAN_OFFSET_MS } from '../../db';
import { jalaliDayKey } from '../../../shared/format';
import type { PermissionKey } from '../admins/permissions';
import type { LedgerService } from '../ledger/service';
import type { UserService } from '../users/service';
import type { SupportService } from '../support/service';
import {
  DASHBOARD_COUNT_AREAS,
  DASHBOARD_SERIES_AREAS,
  type AdminDashboard,
  type DashboardCount,
  type DashboardSeries,
  type DayPoint,
} from './schemas';

export const SERIES_DAYS = 30;


/** Start of the Tehran day that contains `ms`. */
export function tehranDayStart(ms: number): number {
  return Math.floor((ms + TEHRAN_OFFSET_MS) / DAY_MS) * DAY_MS - TEHRAN_OFFSET_MS;
}

/** The figures come from the modules that own them: users from the users service, revenue from the ledger's. */
export function createDashboardService({ users, ledger, support, clock }: { users: UserService; ledger: LedgerService; support: SupportService; clock: Clock }) {
  /** Fills every one of the last 30 days, so a chart shows the quiet days as zero rather than skipping them. */
  function toSeries(rows: { day: number | string; value: number | string | null }[], firstDay: number): DayPoint[] {
    const byDay = new Map(rows.map((row) => [Number(row.day), Number(row.value ?? 0)]));
    return Array.from({ length: SERIES_DAYS }, (_, index) => {
      const day = firstDay + index;
      return { date: jalaliDayKey(day * DAY_MS - TEHRAN_OFFSET_MS), value: byDay.get(day) ?? 0 };
    });
  }

  return {
    /** What `may` allows of the counts and charts: an area's figures are queried only for those allowed to see them. */
    async summary(may: (permission: PermissionKey) => boolean): Promise<AdminDashboard> {
      const now = clock.now();
      const todayStart = tehranDayStart(now);
      const seriesStart = todayStart - (SERIES_DAYS - 1) * DAY_MS;
      const firstDay = Math.floor((seriesStart + TEHRAN_OFFSET_MS) / DAY_MS);
      // The Jalali month began (day of month - 1) days before today.
      const monthStart = todayStart - (Number(jalaliDayKey(todayStart).slice(8)) - 1) * DAY_MS;

      // Contact-us messages and page views arrive with their own areas.
      const countQueries: Record<DashboardCount, () => Promise<number>> = {
        users: () => users.countLive(),
        new_users_today: () => users.countLive(todayStart),
        revenue_today: () => ledger.revenueSince(todayStart),
        revenue_month: () => ledger.revenueSince(monthStart),
        // Tickets waiting for an admin: open, or answered and written to again by the user.
        open_tickets: () => support.countWaiting(),
        unread_contact_messages: async () => 0,
        views_today: async () => 0,
      };
      const seriesQueries: Record<DashboardSeries, () => Promise<DayPoint[]>> = {
        registrations: async () => toSeries(await users.registrationsPerDay(seriesStart), firstDay),
        revenue: async () => toSeries(await ledger.revenuePerDay(seriesStart), firstDay),
        views: async () => toSeries([], firstDay),
      };
      const allowed = <K extends string, V>(queries: Record<K, () => Promise<V>>, areas: Record<K, PermissionKey>) =>
        Promise.all(
          (Object.keys(queries) as K[]).filter((key) => may(areas[key])).map(async (key) => [key, await queries[key]()] as const),
        ).then((entries) => Object.fromEntries(entries) as Partial<Record<K, V>>);
      const [counts, series] = await Promise.all([allowed(countQueries, DASHBOARD_COUNT_AREAS), allowed(seriesQueries, DASHBOARD_SERIES_AREAS)]);
      return { counts, series };
    },
  };
}
