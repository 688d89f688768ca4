import type { Admin, Session } from '../../db/schema';
import type { SessionService } from '../sessions/service';
import type { TwoFactorService } from '../two-factor/service';
import type { PermissionKey } from '../../../shared/contracts/permissions';
import { permissionsOf } from '../../security/admin-permissions';

export function createAdminAuthService({ sessions, twoFactor }: { sessions: SessionService; twoFactor: TwoFactorService }) {
  return {
    /**
     * The active admin behind a bearer token, with the permissions the route checks, whether every admin
     * needs a second factor and whether this one must set it up before anything else (read on each
     * request, so turning the requirement on holds for sessions already open).
     */
    async callerFor(
      token: string,
    ): Promise<{ session: Session; admin: Admin; permissions: Set<PermissionKey>; isTwoFactorRequired: boolean; mustSetUpTwoFactor: boolean } | undefined> {
      const found = await sessions.findLiveAdminSession(token);
      if (!found?.admin.is_active) return undefined;
      const { isRequired, mustSetUp } = await twoFactor.requirementFor(found.admin.id);
      return { ...found, permissions: permissionsOf(found.admin), isTwoFactorRequired: isRequired, mustSetUpTwoFactor: mustSetUp };
    },
  };
}
