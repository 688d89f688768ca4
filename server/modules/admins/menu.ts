import type { AdminRequirement } from '../../../shared/contracts/kit';

/** An entry of the sidebar; the panel names it from its key (`menu.<key>` in the locales). */
export interface MenuEntry {
  key: string;
  /** Name of an @ant-design/icons icon; the panel maps names to components. */
  icon: string;
  path?: string;
  /** Who sees the entry: the same requirement the entry's API routes declare. */
  requires?: AdminRequirement;
  children?: MenuEntry[];
}

/** The admin sidebar: each area appears here when its screens exist. */
export const ADMIN_MENU: MenuEntry[] = [
  { key: 'dashboard', icon: 'DashboardOutlined', path: '/admin' },
  { key: 'users', icon: 'UserOutlined', path: '/admin/users', requires: 'users.view' },
  { key: 'admins', icon: 'TeamOutlined', path: '/admin/admins', requires: 'admins.manage' },
  { key: 'gifts', icon: 'GiftOutlined', path: '/admin/gifts', requires: 'gifts.manage' },
  { key: 'payments', icon: 'CreditCardOutlined', path: '/admin/payments', requires: 'payments.view' },
  { key: 'support', icon: 'CustomerServiceOutlined', path: '/admin/support', requires: 'support.manage' },
  { key: 'contact-us', icon: 'MailOutlined', path: '/admin/contact-us', requires: 'contact_us.view' },
  { key: 'videos', icon: 'VideoCameraOutlined', path: '/admin/videos', requires: 'videos.view' },
  { key: 'views', icon: 'LineChartOutlined', path: '/admin/views', requires: 'views.view' },
  { key: 'backups', icon: 'DatabaseOutlined', path: '/admin/backups', requires: 'backups.manage' },
  { key: 'audit', icon: 'AuditOutlined', path: '/admin/audit', requires: 'super' },
  {
    key: 'account',
    icon: 'UserOutlined',
    children: [
      { key: 'profile', icon: 'IdcardOutlined', path: '/admin/profile' },
      { key: 'change-password', icon: 'LockOutlined', path: '/admin/change-password' },
    ],
  },
];

/** The entries an admin may use, without the `requires` field, and groups left empty dropped. */
export function menuFor(allows: (requirement: AdminRequirement) => boolean, entries: MenuEntry[] = ADMIN_MENU): Omit<MenuEntry, 'requires'>[] {
  return entries.flatMap(({ requires, children, ...entry }) => {
    if (requires && !allows(requires)) return [];
    if (!children) return [entry];
    const visible = menuFor(allows, children);
    return visible.length ? [{ ...entry, children: visible }] : [];
  });
}
