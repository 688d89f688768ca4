import type { Admin, Session } from '../../db/schema';
import type { SessionService } from '../sessions/service';
import type { PermissionKey } from '../../../shared/contracts/permissions';
import { permissionsOf } from '../../security/admin-permissions';

export function createAdminAuthService({ sessions }: { sessions: SessionService }) {
  return {
    /** The active admin behind a bearer token, with the permissions the route checks. */
    async callerFor(token: string): Promise<{ session: Session; admin: Admin; permissions: Set<PermissionKey> } | undefined> {
      const found = await sessions.findLiveAdminSession(token);
      if (!found?.admin.is_active) return undefined;
      return { ...found, permissions: permissionsOf(found.admin) };
    },
  };
}
