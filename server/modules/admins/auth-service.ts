import type { Db } from '../../db';
import type { Admin, Session } from '../../db/schema';
import type { SessionService } from '../sessions/service';
import type { PermissionKey } from '../../../shared/contracts/permissions';
import { permissionsOf } from '../../security/admin-permissions';
import { adminsRepository } from './repository';

export function createAdminAuthService({ db, sessions }: { db: Db; sessions: SessionService }) {
  const admins = adminsRepository(db);
  return {
    /** The active admin behind a bearer token, with the permissions the route checks. */
    async callerFor(token: string): Promise<{ session: Session; admin: Admin; permissions: Set<PermissionKey> } | undefined> {
      const session = await sessions.findLiveSession(token, 'admin');
      if (!session) return undefined;
      const admin = await admins.findById(session.subject_id);
      if (!admin || !admin.is_active) return undefined;
      return { session, admin, permissions: permissionsOf(admin) };
    },
  };
}
