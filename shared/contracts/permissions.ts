/**
 * Every permission an admin can hold; a super admin holds them all. The panel names each in the
 * reader's language from its key (`permissions.<key>` in locales/*\/admin.ts).
 */
export const PERMISSION_KEYS = [
  'admins.manage',
  'users.view',
  'users.manage',
  'users.impersonate',
  'gifts.manage',
  'payments.view',
  'payments.export',
  'support.manage',
  'backups.manage',
  'contact_us.view',
  'views.view',
  'videos.view',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export function isPermissionKey(value: string): value is PermissionKey {
  return (PERMISSION_KEYS as readonly string[]).includes(value);
}
