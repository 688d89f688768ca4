import type { Session } from '../../db/schema';
import { AppError } from '../../errors';
import type { AdminService } from '../admins/service';
import type { SessionService } from '../sessions/service';
import type { UserService } from '../users/service';

/** An admin signed in as a user holds that session at most this long, whatever the user's own sessions last. */
export const IMPERSONATION_LIFETIME_MS = 60 * 60 * 1000;

export function createImpersonationService({ admins, sessions, users }: { admins: AdminService; sessions: SessionService; users: UserService }) {
  return {
    /**
     * A user session for the admin, marked with who opened it; a deleted or missing user has none, and
     * neither has a registration whose code was never typed (no one has shown the mobile is theirs).
     */
    async start(
      opener: { adminId: number; sessionId: number },
      userId: number,
      client: { ip: string; userAgent: string },
    ): Promise<{ token: string; user: { id: number; name: string } }> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('USER_NOT_FOUND');
      if (!user.is_verified) throw new AppError('USER_NOT_VERIFIED');
      const { token } = await sessions.startSession({
        role: 'user',
        subjectId: user.id,
        ip: client.ip,
        userAgent: client.userAgent,
        lifetimeMs: IMPERSONATION_LIFETIME_MS,
        impersonatedBy: opener.adminId,
        openerSessionId: opener.sessionId,
      });
      return { token, user: { id: user.id, name: user.name } };
    },

    /** Who opened the session, for the user area's banner; null for the user's own session. */
    async impersonatorOf(session: Session): Promise<{ id: number; name: string } | null> {
      if (session.impersonated_by === null) return null;
      // An admin is never deleted (only disabled), so the one who opened the session is there to name.
      const admin = await admins.first(session.impersonated_by);
      return { id: admin.id, name: admin.name };
    },
  };
}

export type ImpersonationService = ReturnType<typeof createImpersonationService>;
