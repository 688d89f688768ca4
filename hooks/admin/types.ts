import type { PublicAdmin } from '../../server/modules/admins/schemas';

export type { PublicAuditEntry, PublicAdmin } from '../../server/modules/admins/schemas';
export type { AdminDashboard, DayPoint } from '../../server/modules/dashboard/schemas';

/** One sidebar entry from GET /admin/menu; the panel names it from its key (`menu.<key>`). */
export interface AdminMenuEntry {
  key: string;
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

/** GET /admin/filters: keys the panel names in its own language (`permissions.<key>`, `audit.actions.<key>`). */
export interface AdminFilters {
  permissions: PublicAdmin['permissions'];
  admin_statuses: string[];
  audit_actions: string[];
}

