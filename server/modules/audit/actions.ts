/** Every action the audit log records; the audit screen names each from its key (`audit.actions.<key>` in the locales). */
export const AUDIT_ACTIONS = [
  'admin.login',
  'admin.logout',
  'admin.create',
  'admin.update',
  'profile.update',
  'profile.password',
  'user.create',
  'user.update',
  'user.delete',
  'user.min_balance',
  'user.balance_adjust',
  'user.impersonate',
  'users.notify_low_balance',
  'gift.create',
  'gift.update',
  'gift.delete',
  'gift.publish',
  'payments.export',
  'support.unit_create',
  'support.unit_update',
  'support.reply',
  'support.close',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
