/** Every action the audit log records, with the Persian label the audit screen shows. */
export const AUDIT_ACTIONS = {
  'admin.login': 'ورود مدیر',
  'admin.logout': 'خروج مدیر',
  'admin.create': 'ساخت مدیر',
  'admin.update': 'ویرایش مدیر',
  'profile.update': 'ویرایش پروفایل',
  'profile.password': 'تغییر رمز عبور',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
