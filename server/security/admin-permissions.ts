import { isPermissionKey, PERMISSION_KEYS, type PermissionKey } from '../../shared/contracts/permissions';

export function permissionsOf(admin: { permissions: string; is_super: number }): Set<PermissionKey> {
  if (admin.is_super) return new Set(PERMISSION_KEYS);
  const stored: unknown = JSON.parse(admin.permissions);
  return new Set(Array.isArray(stored) ? stored.filter((key): key is PermissionKey => typeof key === 'string' && isPermissionKey(key)) : []);
}
