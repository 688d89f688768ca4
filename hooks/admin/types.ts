export type { PublicAuditEntry, PublicAdmin } from '../../server/modules/admins/schemas';

/** One sidebar entry from GET /admin/menu. */
export interface AdminMenuEntry {
  key: string;
  label: string;
  icon: string;
  path?: string;
  children?: AdminMenuEntry[];
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

export interface DayPoint {
  date: string;
  value: number;
}

export interface AdminDashboard {
  counts: {
    users: number;
    new_users_today: number;
    revenue_today: number;
    revenue_month: number;
    open_tickets: number;
    unread_contact_messages: number;
    views_today: number;
  };
  series: { revenue: DayPoint[]; registrations: DayPoint[]; views: DayPoint[] };
}

export interface Option {
  value: string;
  label: string;
}

export interface AdminFilters {
  permissions: Option[];
  admin_statuses: Option[];
  audit_actions: Option[];
}

