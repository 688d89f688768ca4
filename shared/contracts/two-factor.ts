import { admin, routes } from './kit';

// An admin's second step at sign-in (TOTP): its setup from the profile, turning it off, and what a
// super admin decides for every admin (the schemas: two-factor.schemas.ts). The sign-in step itself
// is the admins area's (`loginWithCode`).

const superAdmin = admin('super');

export const twoFactorRoutes = routes({
  status: { method: 'get', path: '/admin/two_factor', access: admin(), beforeTwoFactorSetup: true },
  startSetup: { method: 'post', path: '/admin/two_factor/setup', access: admin(), refusals: [409], audit: 'two_factor.setup', beforeTwoFactorSetup: true },
  confirmSetup: {
    method: 'post',
    path: '/admin/two_factor/confirm',
    access: admin(),
    refusals: [409, 422, 429],
    audit: 'two_factor.enable',
    auditWrongCode: 'two_factor.enable_code_wrong',
    beforeTwoFactorSetup: true,
  },
  newRecoveryCodes: {
    method: 'post',
    path: '/admin/two_factor/recovery_codes',
    access: admin(),
    refusals: [409, 422, 429],
    audit: 'two_factor.recovery_codes',
    auditWrongCode: 'two_factor.recovery_codes_code_wrong',
  },
  disable: {
    method: 'post',
    path: '/admin/two_factor/disable',
    access: admin(),
    refusals: [409, 422, 429],
    audit: 'two_factor.disable',
    auditWrongCode: 'two_factor.disable_code_wrong',
  },
  reset: { method: 'post', path: '/admin/admin/:id/two_factor/reset', access: superAdmin, refusals: [404, 409, 422], audit: 'two_factor.reset' },
  settings: { method: 'get', path: '/admin/settings/security', access: superAdmin },
  changeSettings: { method: 'post', path: '/admin/settings/security', access: superAdmin, refusals: [409], audit: 'settings.security' },
});
