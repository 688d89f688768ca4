import { admin, routes } from './kit';
import type { PermissionKey } from './permissions';

// The admin dashboard: counts and 30-day charts, each shown only to admins allowed its area (the schemas: dashboard.schemas.ts).

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

export const dashboardRoutes = routes({
  summary: { method: 'get', path: '/admin/dashboard', access: admin() },
});
