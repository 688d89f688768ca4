import type { Admin, Session } from '../../db/schema';
import type { SessionService } from '../sessions/service';
import type { TwoFactorService } from '../two-factor/service';
import type { PermissionKey } from '../../../shared/contracts/permissions';
import { permissionsOf } from '../../security/admin-permissions';

export function createAdminAuthService({ sessions, twoFactor }: { sessions: SessionService; twoFactor: TwoFactorService }) {
  return {
    /**
     * The active admin behind a bearer token, with the permissions the route checks and whether they
     * must set up a second factor before anything else (read on each request, so turning the
     * requirement on holds for sessions already open).
     */
    async callerFor(token: string): Promise<{ session: Session; admin: Admin; permissions: Set<PermissionKey>; mustSetUpTwoFactor: boolean } | undefined> {
      const found = await sessions.findLiveAdminSession(token);
      if (!found?.admin.is_active) return undefined;
      return { ...found, permissions: permissionsOf(found.admin), mustSetUpTwoFactor: await twoFactor.mustSetUp(found.admin.id) };
    },
  };
}
