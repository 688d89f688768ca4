import type { admin } from '../locales/fa/admin';
import type { LocaleBundle } from '../locales';
import type { LocaleBundles } from './i18n';

// Only the server reads this (pages/_app.tsx imports it when it renders a request), so the table
// stays out of the browser's JavaScript.

/** The first part of an admin key (audit of audit.actions.login): the unit a page's HTML brings or leaves out. */
export type AdminKeyGroup = keyof typeof admin extends infer Key ? (Key extends `${infer Group}.${string}` ? Group : never) : never;

/** What every panel page draws: its header, menu and 403 state, and the save refusals' texts. */
const ADMIN_SHELL: readonly AdminKeyGroup[] = ['panel', 'menu', 'forbidden', 'errors'];

/**
 * The admin strings each panel page's screen can show, drawers and dialogs included, by Next's route
 * (`pathname` of the app's context). The admin area is ~26 kB (in Persian), most of it other screens' (the audit
 * log's labels alone are 4.5 kB), and a page's HTML carries its strings in `__NEXT_DATA__`, so each
 * page sends only these; the browser adds the rest when it loads the whole area (a client-side move,
 * a language switch). tests/unit/admin-key-groups.test.ts reads each page's imports and fails when a
 * key's group is missing here.
 */
export const ADMIN_KEY_GROUPS_BY_ROUTE: Readonly<Record<string, readonly AdminKeyGroup[]>> = {
  '/admin/login': ['login', 'errors'],
  '/admin': [...ADMIN_SHELL, 'dashboard'],
  '/admin/admins': [...ADMIN_SHELL, 'list', 'admins', 'permissions', 'profile'],
  // An entry's details name gift audiences and payment states.
  '/admin/audit': [...ADMIN_SHELL, 'list', 'audit', 'permissions', 'gifts', 'payments'],
  '/admin/backups': [...ADMIN_SHELL, 'backups'],
  '/admin/change-password': [...ADMIN_SHELL, 'password'],
  '/admin/contact-us': [...ADMIN_SHELL, 'list', 'contactUs'],
  '/admin/gifts': [...ADMIN_SHELL, 'list', 'gifts'],
  '/admin/payments': [...ADMIN_SHELL, 'list', 'payments'],
  '/admin/profile': [...ADMIN_SHELL, 'profile', 'twoFactor'],
  '/admin/support': [...ADMIN_SHELL, 'list', 'support'],
  '/admin/support/[id]': [...ADMIN_SHELL, 'support'],
  '/admin/users': [...ADMIN_SHELL, 'list', 'users'],
  '/admin/users/[id]': [...ADMIN_SHELL, 'list', 'users'],
  '/admin/videos': [...ADMIN_SHELL, 'list', 'videos'],
  // The views chart is the dashboard's, and its amount filter checks numbers as the payments' does.
  '/admin/views': [...ADMIN_SHELL, 'list', 'views', 'dashboard', 'payments'],
};

/** Per source bundle (the same object for every visitor) and route: its filtered copy, made once. */
const adminSubsets = new WeakMap<LocaleBundle, Map<string, LocaleBundle>>();

function adminSubset(bundle: LocaleBundle, route: string, groups: readonly AdminKeyGroup[]): LocaleBundle {
  let byRoute = adminSubsets.get(bundle);
  if (!byRoute) adminSubsets.set(bundle, (byRoute = new Map()));
  let subset = byRoute.get(route);
  if (!subset) {
    const wanted = new Set<string>(groups);
    subset = Object.fromEntries(Object.entries(bundle).filter(([key]) => wanted.has(key.slice(0, key.indexOf('.')))));
    byRoute.set(route, subset);
  }
  return subset;
}

/**
 * The strings a page's HTML carries: the areas' bundles as loaded, but on a panel page with a row in
 * ADMIN_KEY_GROUPS_BY_ROUTE only those groups of the admin area (a page without one brings it whole).
 */
export function pageStrings(route: string, bundles: LocaleBundles): LocaleBundles {
  const groups = ADMIN_KEY_GROUPS_BY_ROUTE[route];
  if (!groups || !bundles.admin) return bundles;
  return { ...bundles, admin: adminSubset(bundles.admin, route, groups) };
}
