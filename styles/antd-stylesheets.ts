/**
 * antd's CSS is made at build time (scripts/build-antd-css.tsx), one stylesheet per group of pages,
 * so a page loads only the components its screens use. The plain sheet carries only antd's CSS
 * variables, light and dark: the sign-in screens, the error pages, /status, the two dashboards and
 * the whole user area draw with those variables and use no antd component
 * (components/form/plain-form.tsx, components/ui/). The admin sheet adds the components of the
 * panel's other screens.
 *
 * Only the pages whose first paint draws antd (the admin profile and password forms) link the admin
 * sheet in the HTML: on the others (the lists) antd comes later, with a drawer, a dialog or the date
 * picker, and its sheet with it (AntdProvider), so their first paint waits for the plain sheet alone
 * (~6 kB against the panel's ~43 kB).
 */
export const STYLE_AREAS = ['plain', 'admin'] as const;
export type StyleArea = (typeof STYLE_AREAS)[number];

/** The antd components whose CSS each sheet carries, with the ones they render inside. */
export const AREA_COMPONENTS: Record<StyleArea, string[]> = {
  plain: [],
  // The lists are plain (components/list/); their date picker and the admins form are antd.
  admin: ['Button', 'Checkbox', 'DatePicker', 'Drawer', 'Flex', 'Form', 'Row', 'Col', 'Input', 'Switch', 'Upload', 'Radio', 'Select', 'Modal', 'Spin'],
};

const ADMIN_SIGN_IN = '/admin/login';

function pageOf(pathname: string): string {
  const [path = ''] = pathname.split(/[?#]/);
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * The sheet a page's antd components need, whenever they appear. The panel's dashboard (/admin) and
 * sign-in draw none; the user area (/p/…) is plain throughout, as the public pages are.
 */
export function styleAreaOf(pathname: string): StyleArea {
  const page = pageOf(pathname);
  return page.startsWith('/admin/') && page !== ADMIN_SIGN_IN ? 'admin' : 'plain';
}

/** Pages whose first paint draws antd components: their forms are the page. */
const ANTD_AT_FIRST_PAINT = ['/admin/profile', '/admin/change-password'];

/** The sheet a page's first paint needs, linked in its HTML: its area's where antd is drawn at once, else the variables alone. */
export function firstPaintStyleAreaOf(pathname: string): StyleArea {
  return ANTD_AT_FIRST_PAINT.includes(pageOf(pathname)) ? styleAreaOf(pathname) : 'plain';
}

/**
 * The hashed file of each area, written by the build script and inlined into the bundles by
 * next.config.ts (the same for every visitor: the theme is chosen by an attribute on <html>).
 */
const SHEETS = JSON.parse(process.env.ANTD_STYLESHEETS ?? '{}') as Partial<Record<StyleArea, string>>;

export function stylesheetOf(area: StyleArea): string | undefined {
  return SHEETS[area];
}
