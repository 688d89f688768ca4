import type { PermissionKey } from '../admins/permissions';

// Shared with the browser: imports only the permission table's types.

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

export interface DayPoint {
  date: string;
  value: number;
}

/** GET /admin/dashboard → data: only the counts and charts of areas the admin may see. */
export interface AdminDashboard {
  counts: Partial<Record<DashboardCount, number>>;
  series: Partial<Record<DashboardSeries, DayPoint[]>>;
}
