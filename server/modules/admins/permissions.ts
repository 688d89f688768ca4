/** Every permission an admin can hold; a super admin holds them all. Labels are what the checklist shows. */
export const PERMISSIONS = {
  'admins.manage': 'مدیریت مدیران',
  'users.view': 'مشاهده کاربران',
  'users.manage': 'مدیریت کاربران',
  'users.impersonate': 'ورود به جای کاربر',
  'gifts.manage': 'مدیریت هدیه‌ها',
  'payments.view': 'مشاهده پرداخت‌ها',
  'payments.export': 'خروجی پرداخت‌ها',
  'support.manage': 'پشتیبانی',
  'backups.manage': 'پشتیبان‌گیری پایگاه داده',
  'contact_us.view': 'پیام‌های تماس با ما',
  'views.view': 'بازدیدها',
  'videos.view': 'ویدئوها',
} as const;

export type PermissionKey = keyof typeof PERMISSIONS;
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as PermissionKey[];

export function isPermissionKey(value: string): value is PermissionKey {
  return value in PERMISSIONS;
}

export function permissionsOf(admin: { permissions: string; is_super: number }): Set<PermissionKey> {
  if (admin.is_super) return new Set(PERMISSION_KEYS);
  const stored: unknown = JSON.parse(admin.permissions);
  return new Set(Array.isArray(stored) ? stored.filter((key): key is PermissionKey => typeof key === 'string' && isPermissionKey(key)) : []);
}
