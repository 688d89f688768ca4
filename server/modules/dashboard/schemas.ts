import { z } from 'zod';
import type { PermissionKey } from '../../../shared/contracts/permissions';

// Shared with the browser: imports only zod and the permission table's types.

/** The permission that lets an admin see each count: its area's, as the menu would require. */
export const DASHBOARD_COUNT_AREAS = {
  users: 'users.view',
  new_users_today: 'users.view',
  revenue_today: 'payments.view',
  revenue_month: 'payments.view',
  open_tickets: 'support.manage',
  unread_contact_messages: 'contact_us.view',
  views_today: 'views.view',
} as const satisfies Record<string, PermissionKey>;

/** The permission that lets an admin see each 30-day chart. */
export const DASHBOARD_SERIES_AREAS = {
  revenue: 'payments.view',
  registrations: 'users.view',
  views: 'views.view',
} as const satisfies Record<string, PermissionKey>;

export type DashboardCount = keyof typeof DASHBOARD_COUNT_AREAS;
export type DashboardSeries = keyof typeof DASHBOARD_SERIES_AREAS;

const countKeys = Object.keys(DASHBOARD_COUNT_AREAS) as [DashboardCount, ...DashboardCount[]];
const seriesKeys = Object.keys(DASHBOARD_SERIES_AREAS) as [DashboardSeries, ...DashboardSeries[]];

/** One day of a chart: its Jalali date key (`1403-01-15`) and the day's figure. */
export const dayPointSchema = z.strictObject({ date: z.string(), value: z.number() }).meta({ id: 'DayPoint' });
export type DayPoint = z.infer<typeof dayPointSchema>;

/** GET /admin/dashboard → data: only the counts and charts of areas the admin may see. */
export const adminDashboardData = z.strictObject({
  counts: z.partialRecord(z.enum(countKeys), z.number()),
  series: z.partialRecord(z.enum(seriesKeys), z.array(dayPointSchema)),
});
export type AdminDashboard = z.infer<typeof adminDashboardData>;
