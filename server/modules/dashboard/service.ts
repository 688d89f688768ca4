import type { Clock } from '../../clock';
import { DAY_MS, dayNumberSql, TEHRAN_OFFSET_MS, type Db, type Dialect } from '../../db';
import { jalaliDayKey } from '../../../lib/format';

export const SERIES_DAYS = 30;

interface DayPoint {
  date: string;
  value: number;
}

/** Start of the Tehran day that contains `ms`. */
export function tehranDayStart(ms: number): number {
  return Math.floor((ms + TEHRAN_OFFSET_MS) / DAY_MS) * DAY_MS - TEHRAN_OFFSET_MS;
}

export function createDashboardService({ db, dialect, clock }: { db: Db; dialect: Dialect; clock: Clock }) {
  /** Fills every one of the last 30 days, so a chart shows the quiet days as zero rather than skipping them. */
  function toSeries(rows: { day: number | string; value: number | string | null }[], firstDay: number): DayPoint[] {
    const byDay = new Map(rows.map((row) => [Number(row.day), Number(row.value ?? 0)]));
    return Array.from({ length: SERIES_DAYS }, (_, index) => {
      const day = firstDay + index;
      return { date: jalaliDayKey(day * DAY_MS - TEHRAN_OFFSET_MS), value: byDay.get(day) ?? 0 };
    });
  }

  return {
    async summary() {
      const now = clock.now();
      const todayStart = tehranDayStart(now);
      const seriesStart = todayStart - (SERIES_DAYS - 1) * DAY_MS;
      const firstDay = Math.floor((seriesStart + TEHRAN_OFFSET_MS) / DAY_MS);
      // The Jalali month began (day of month - 1) days before today.
      const monthStart = todayStart - (Number(jalaliDayKey(todayStart).slice(8)) - 1) * DAY_MS;

      const liveUsers = db.selectFrom('users').where('deleted_at', 'is', null);
      const revenue = db.selectFrom('ledger_entries').where('kind', '=', 'payment').where('amount', '>', 0);
      const [users, newUsersToday, revenueToday, revenueMonth, registrations, revenueByDay] = await Promise.all([
        liveUsers.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
        liveUsers.where('created_at', '>=', todayStart).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
        revenue.where('created_at', '>=', todayStart).select((eb) => eb.fn.sum<number>('amount').as('n')).executeTakeFirst(),
        revenue.where('created_at', '>=', monthStart).select((eb) => eb.fn.sum<number>('amount').as('n')).executeTakeFirst(),
        liveUsers
          .where('created_at', '>=', seriesStart)
          .select([dayNumberSql(dialect, 'created_at').as('day'), (eb) => eb.fn.countAll<number>().as('value')])
          .groupBy('day')
          .execute(),
        revenue
          .where('created_at', '>=', seriesStart)
          .select([dayNumberSql(dialect, 'created_at').as('day'), (eb) => eb.fn.sum<number>('amount').as('value')])
          .groupBy('day')
          .execute(),
      ]);
      return {
        counts: {
          users: Number(users?.n ?? 0),
          new_users_today: Number(newUsersToday?.n ?? 0),
          revenue_today: Number(revenueToday?.n ?? 0),
          revenue_month: Number(revenueMonth?.n ?? 0),
          // Support tickets, contact-us messages and page views arrive with their own areas.
          open_tickets: 0,
          unread_contact_messages: 0,
          views_today: 0,
        },
        series: {
          revenue: toSeries(revenueByDay, firstDay),
          registrations: toSeries(registrations, firstDay),
          views: toSeries([], firstDay),
        },
      };
    },
  };
}
