/**
 * antd's CSS is made at build time (scripts/build-antd-css.tsx), one stylesheet per group of pages,
 * so a page loads only the components its screens use. The plain sheet carries only antd's CSS
 * variables, light and dark: the sign-in screens, the error pages, /status, the two dashboards, the
 * whole user area and the admin's profile and password forms draw with those variables and use no
 * antd component (components/form/plain-form.tsx, components/ui/). The admin sheet adds the
 * components of the panel's other screens.
 *
 * No page draws antd in its first paint, so every page's first paint has the plain sheet alone (~6 kB
 * gzip against the panel's ~39 kB), imported into the app's own stylesheet by pages/_app.tsx (a file
 * of its own was one more render-blocking request): antd comes later, with a drawer, a dialog or the
 * date picker, and its area's sheet with it (AntdProvider; stylesheetOf('plain') is undefined).
 */
export const STYLE_AREAS = ['plain', 'admin'] as const;
export type StyleArea = (typeof STYLE_AREAS)[number];

/** The antd components whose CSS each sheet carries, with the ones they render inside. */
export const AREA_COMPONENTS: Record<StyleArea, string[]> = {
  plain: [],
  // The lists are plain (components/list/); their date picker and the admins form are antd.
  admin: ['Button', 'Checkbox', 'DatePicker', 'Drawer', 'Flex', 'Form', 'Row', 'Col', 'Input', 'Switch', 'Radio', 'Select', 'Modal', 'Spin'],
};

/** The panel's pages that draw no antd component, at first or later: the sign-in and the admin's own forms. */
const PLAIN_ADMIN_PAGES = ['/admin/login', '/admin/profile', '/admin/change-password'];

function pageOf(pathname: string): string {
  const [path = ''] = pathname.split(/[?#]/);
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * The sheet a page's antd components need, whenever they appear. The panel's dashboard (/admin),
 * sign-in, profile and password pages draw none; the user area (/p/…) is plain throughout, as the
 * public pages are.
 */
export function styleAreaOf(pathname: string): StyleArea {
  const page = pageOf(pathname);
  return page.startsWith('/admin/') && !PLAIN_ADMIN_PAGES.includes(page) ? 'admin' : 'plain';
}

/**
 * The hashed file of each area, written by the build script and inlined into the bundles by
 * next.config.ts (the same for every visitor: the theme is chosen by an attribute on <html>).
 */
const SHEETS = JSON.parse(process.env.ANTD_STYLESHEETS ?? '{}') as Partial<Record<StyleArea, string>>;

export function stylesheetOf(area: StyleArea): string | undefined {
  return SHEETS[area];
}
