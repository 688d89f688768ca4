import type { PublicAdmin } from '../shared/contracts/admins.schemas';

/** Whether the signed-in admin may use what a permission guards (the server checks again; this only hides controls). */
export function adminHolds(admin: PublicAdmin, permission: PublicAdmin['permissions'][number]): boolean {
  return Boolean(admin.is_super) || admin.permissions.includes(permission);
}
