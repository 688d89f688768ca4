export type { AdminMenuEntry, PublicAuditEntry, PublicAdmin } from '../../server/modules/admins/schemas';
export type { AdminDashboard, DayPoint } from '../../server/modules/dashboard/schemas';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
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

