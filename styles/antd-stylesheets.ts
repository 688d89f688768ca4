/**
 * antd's CSS is made at build time (scripts/build-antd-css.tsx), one stylesheet per area of the
 * site, so a page loads only the components its area uses. The sign-in area (also the error pages
 * and status) uses no antd component: its sheet carries only antd's CSS variables, light and dark,
 * which the plain forms of components/form/plain-form.tsx are drawn with.
 */
export const STYLE_AREAS = ['auth', 'user', 'admin'] as const;
export type StyleArea = (typeof STYLE_AREAS)[number];

/** The antd components whose CSS each area's stylesheet carries, with the ones they render inside. */
export const AREA_COMPONENTS: Record<StyleArea, string[]> = {
  auth: [],
  user: ['Button', 'Form', 'Input', 'Row', 'Col', 'Alert', 'Card', 'Descriptions', 'Layout', 'Statistic', 'Table', 'Pagination', 'Select', 'Spin', 'Empty'],
  admin: [
    'Alert', 'Avatar', 'Button', 'Card', 'Checkbox', 'DatePicker', 'Drawer', 'Dropdown', 'Empty', 'Flex', 'Form', 'Row', 'Col', 'Input', 'Layout',
    'Menu', 'Pagination', 'Progress', 'Result', 'Segmented', 'Select', 'Spin', 'Statistic', 'Switch', 'Table', 'Tag', 'Tooltip', 'Typography', 'Upload',
  ],
};

const ADMIN_SIGN_IN = '/admin/login';

export function styleAreaOf(pathname: string): StyleArea {
  const [path = ''] = pathname.split(/[?#]/);
  if (path === ADMIN_SIGN_IN || path.startsWith(`${ADMIN_SIGN_IN}/`)) return 'auth';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  if (path === '/p' || path.startsWith('/p/')) return 'user';
  return 'auth';
}

/**
 * The hashed file of each area, written by the build script and inlined into the bundles by
 * next.config.ts (the same for every visitor: the theme is chosen by an attribute on <html>).
 */
const SHEETS = JSON.parse(process.env.ANTD_STYLESHEETS ?? '{}') as Partial<Record<StyleArea, string>>;

export function stylesheetOf(area: StyleArea): string | undefined {
  return SHEETS[area];
}
