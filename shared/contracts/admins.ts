import { admin, anyone, routes } from './kit';

// Admins: their sign-in, their own profile and the panel's shell, and the accounts a manager of
// admins keeps (the schemas: admins.schemas.ts).

/** Whether an admin may sign in: the statuses GET /admin/filters lists for admins. */
export const ADMIN_STATUSES = ['active', 'inactive'] as const;

const manage = admin('admins.manage');

export const adminRoutes = routes({
  login: { method: 'post', path: '/admin/auth/login', access: anyone, refusals: [429], audit: 'admin.login' },
  /** The second step of an admin with a second factor: the challenge the password earned, and a code. */
  loginWithCode: {
    method: 'post',
    path: '/admin/auth/login/code',
    access: anyone,
    refusals: [422, 429],
    audit: 'admin.login_code',
    auditWrongCode: 'admin.login_code_wrong',
  },
  logout: { method: 'post', path: '/admin/auth/logout', access: admin(), audit: 'admin.logout', beforeTwoFactorSetup: true },
  filters: { method: 'get', path: '/admin/filters', access: admin() },
  menu: { method: 'get', path: '/admin/menu', access: admin(), beforeTwoFactorSetup: true },
  profile: { method: 'get', path: '/admin/profile', access: admin(), beforeTwoFactorSetup: true },
  shell: { method: 'get', path: '/admin/shell', access: admin(), beforeTwoFactorSetup: true },
  changeProfile: {
    method: 'post',
    path: '/admin/change_profile',
    access: admin(),
    multipart: true,
    files: ['avatar'],
    refusals: [429],
    audit: 'profile.update',
  },
  changePassword: { method: 'post', path: '/admin/change_password', access: admin(), refusals: [429], audit: 'profile.password' },
  list: {
    method: 'get',
    path: '/admin/admin/list',
    access: manage,
    // Newest first, like the users and payments lists: an admin just added is at the top of the first page.
    listing: { sortFields: ['id', 'name', 'username', 'created_at'], defaultSort: 'created_at:desc', filters: {} },
  },
  create: {
    method: 'post',
    path: '/admin/admin/create',
    access: manage,
    multipart: true,
    files: ['avatar'],
    successStatus: 201,
    refusals: [403, 429],
    audit: 'admin.create',
  },
  update: {
    method: 'post',
    path: '/admin/admin/:id/update',
    access: manage,
    multipart: true,
    files: ['avatar'],
    refusals: [403, 404, 429],
    audit: 'admin.update',
  },
  first: { method: 'get', path: '/admin/admin/:id/first', access: manage, refusals: [404] },
});
