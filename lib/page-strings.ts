import type { admin } from '../locales/fa/admin';
import type { auth } from '../locales/fa/auth';
import type { user } from '../locales/fa/user';
import type { LocaleBundle } from '../locales';
import type { LocaleBundles } from './i18n';

// Only the server reads this (pages/_app.tsx imports it when it renders a request), so the tables
// stay out of the browser's JavaScript.

/** The areas a page's HTML may bring in part, by their Persian bundles' types. */
interface SplitAreas {
  admin: typeof admin;
  auth: typeof auth;
  user: typeof user;
}
export type SplitNamespace = keyof SplitAreas;

/** The first part of an area's key (audit of audit.actions.login): the unit a page's HTML brings or leaves out. */
export type KeyGroup<Namespace extends SplitNamespace> = keyof SplitAreas[Namespace] extends infer Key
  ? Key extends `${infer Group}.${string}`
    ? Group
    : never
  : never;

/** What every panel page draws: its header, menu and 403 state, and the save refusals' texts. */
const ADMIN_SHELL: readonly KeyGroup<'admin'>[] = ['panel', 'menu', 'forbidden', 'errors'];
/** What every user-area page draws besides its screen: the banner of an admin signed in as the user. */
const USER_FRAME: readonly KeyGroup<'user'>[] = ['impersonation'];

/**
 * The groups of each split area that each page's screen can show, drawers and dialogs included, by
 * Next's route (`pathname` of the app's context). A page's HTML carries its strings in
 * `__NEXT_DATA__`, and most of an area is other screens' (the admin area is ~26 kB in Persian, the
 * audit log's labels alone 4.5 kB; the user area's wallet texts are a third of it; the sign-in
 * forms' texts are on no signed-in page), so each page sends only these; the browser adds the rest
 * when it loads the whole area (a client-side move, a language switch). A route without a row brings
 * the area whole. tests/unit/page-key-groups.test.ts reads each page's imports and fails when a key's
 * group is missing here.
 */
export const KEY_GROUPS_BY_ROUTE: { readonly [Namespace in SplitNamespace]: Readonly<Record<string, readonly KeyGroup<Namespace>[]>> } = {
  admin: {
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
  },
  user: {
    '/p/dashboard': [...USER_FRAME, 'dashboard'],
    // The payments' table heads are the dashboard's.
    '/p/wallet': [...USER_FRAME, 'wallet', 'dashboard', 'pager'],
    '/p/videos': [...USER_FRAME, 'videos', 'pager'],
    '/p/support': [...USER_FRAME, 'support', 'pager'],
    '/p/support/[id]': [...USER_FRAME, 'support'],
    '/p/profile': [...USER_FRAME, 'profile'],
    '/p/change-password': [...USER_FRAME, 'password'],
  },
  // The sign-in screens' frame links to the contact form; forms' checks are the rules group.
  auth: {
    '/': [],
    '/login': ['login', 'fields', 'rules', 'contact'],
    '/register': ['register', 'fields', 'rules', 'contact'],
    '/forget-password': ['forget', 'fields', 'rules', 'contact'],
    '/contact-us': ['contact', 'register', 'fields', 'rules'],
    '/verify/[code]': ['verify', 'fields', 'rules', 'contact'],
    '/p/dashboard': [],
    '/p/wallet': ['rules'],
    '/p/videos': [],
    '/p/support': ['rules'],
    '/p/support/[id]': ['rules'],
    '/p/profile': ['fields', 'rules'],
    '/p/change-password': ['fields', 'rules'],
    // Its form's own keys are the admin area's login group, which the guard cannot tell from this one.
    '/admin/login': ['login', 'rules', 'contact'],
    '/admin': [],
    '/admin/admins': ['rules'],
    '/admin/audit': [],
    '/admin/backups': [],
    '/admin/change-password': ['fields', 'rules'],
    '/admin/contact-us': [],
    '/admin/gifts': ['rules'],
    '/admin/payments': [],
    '/admin/profile': ['fields', 'rules'],
    '/admin/support': ['rules'],
    '/admin/support/[id]': ['rules'],
    '/admin/users': ['rules'],
    '/admin/users/[id]': ['rules'],
    '/admin/videos': [],
    '/admin/views': [],
    // The error pages draw the sign-in frame and a link button of the forms' file, whose checks the guard counts too.
    '/404': ['contact', 'rules'],
    '/500': ['contact', 'rules'],
    '/status': [],
    '/gateway/sandbox/[authority]': ['contact'],
  },
};

/** Per source bundle (the same object for every visitor, one per language and area) and route: its filtered copy, made once. */
const subsets = new WeakMap<LocaleBundle, Map<string, LocaleBundle>>();

function subsetOf(bundle: LocaleBundle, route: string, groups: readonly string[]): LocaleBundle {
  let byRoute = subsets.get(bundle);
  if (!byRoute) subsets.set(bundle, (byRoute = new Map()));
  let subset = byRoute.get(route);
  if (!subset) {
    const wanted = new Set(groups);
    subset = Object.fromEntries(Object.entries(bundle).filter(([key]) => wanted.has(key.slice(0, key.indexOf('.')))));
    byRoute.set(route, subset);
  }
  return subset;
}

/**
 * The strings a page's HTML carries: the areas' bundles as loaded, but of each split area with a row
 * for the route in KEY_GROUPS_BY_ROUTE only those groups (an area without one comes whole).
 */
export function pageStrings(route: string, bundles: LocaleBundles): LocaleBundles {
  const sent: LocaleBundles = { ...bundles };
  for (const namespace of Object.keys(KEY_GROUPS_BY_ROUTE) as SplitNamespace[]) {
    const groups = KEY_GROUPS_BY_ROUTE[namespace][route];
    const bundle = bundles[namespace];
    if (groups && bundle) sent[namespace] = subsetOf(bundle, route, groups);
  }
  return sent;
}
