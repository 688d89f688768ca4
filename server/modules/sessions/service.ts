import type { Clock } from '../../clock';
import type { Db, Executor } from '../../db';
import type { Admin, Session, User } from '../../db/schema';
import { randomToken, sha256 } from '../../security/tokens';
import { permissionsOf } from '../../security/admin-permissions';
import { sessionsRepository, type ImpersonationOpener } from './repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A user session lives as long as its 30-day cookie. An admin session is worth more to an attacker:
 * the server ends it after 24 hours, or after 2 hours without a request, whatever the cookie says.
 */
export const SESSION_RULES = {
  user: { lifetimeMs: 30 * 24 * HOUR_MS, idleMs: null },
  admin: { lifetimeMs: 24 * HOUR_MS, idleMs: 2 * HOUR_MS },
} as const satisfies Record<Session['role'], { lifetimeMs: number; idleMs: number | null }>;
/** last_used_at is written at most this often, so reading a page does not write to the database each time. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface StartSessionOptions {
  role: Session['role'];
  subjectId: number;
  ip: string;
  userAgent: string;
  lifetimeMs?: number;
  resetUntil?: number | null;
  impersonatedBy?: number | null;
  /** The admin session an impersonation is opened from: the user session lives no longer than it. */
  openerSessionId?: number | null;
}

/** Past its lifetime, or (for a role with an idle limit) unused for longer than that. */
function hasEnded(session: Pick<Session, 'role' | 'expires_at' | 'last_used_at'>, now: number): boolean {
  const idleMs = SESSION_RULES[session.role].idleMs;
  return session.expires_at <= now || (idleMs !== null && now - session.last_used_at >= idleMs);
}

/**
 * An admin's session as a user holds only while the admin could open it now: the admin session it
 * came from is live (not signed out, ended by a disable or a password reset, or expired) and its
 * admin is active and holds `users.impersonate`. Checked on every use, so whatever path changes the
 * admin, the session ends at its next request.
 */
function impersonationHolds(opener: ImpersonationOpener | null, now: number): boolean {
  if (!opener?.admin || hasEnded({ role: 'admin', ...opener }, now)) return false;
  return opener.admin.is_active === 1 && permissionsOf(opener.admin).has('users.impersonate');
}

export function createSessionService({ db, clock }: { db: Db; clock: Clock }) {
  const sessions = sessionsRepository(db);

  /** Ends a session past its lifetime or idle limit; records the use of a live one (at most once a minute). */
  async function keepIfLive(session: Session): Promise<boolean> {
    const now = clock.now();
    if (hasEnded(session, now)) {
      await sessions.deleteById(session.id);
      return false;
    }
    if (now - session.last_used_at > TOUCH_INTERVAL_MS) await sessions.touch(session.id, now);
    return true;
  }
  async function liveAdminSession(tokenHash: string): Promise<{ session: Session; admin: Admin } | undefined> {
    const found = await sessions.findAdminSessionByTokenHash(tokenHash);
    if (!found) return undefined;
    return (await keepIfLive(found.session)) ? found : undefined;
  }

  async function liveUserSession(tokenHash: string): Promise<{ session: Session; user: User; balance: number } | undefined> {
    const found = await sessions.findUserSessionByTokenHash(tokenHash);
    if (!found) return undefined;
    if (found.session.impersonated_by !== null && !impersonationHolds(found.opener, clock.now())) {
      await sessions.deleteById(found.session.id);
      return undefined;
    }
    return (await keepIfLive(found.session)) ? { session: found.session, user: found.user, balance: found.balance } : undefined;
  }

  return {
    /** Returns the token for the cookie; only its hash is stored. */
    async startSession(options: StartSessionOptions): Promise<{ token: string; session: Session }> {
      const token = randomToken();
      const now = clock.now();
      const values: Omit<Session, 'id'> = {
        token_hash: sha256(token),
        role: options.role,
        subject_id: options.subjectId,
        created_at: now,
        expires_at: now + (options.lifetimeMs ?? SESSION_RULES[options.role].lifetimeMs),
        last_used_at: now,
        ip: options.ip.slice(0, 64),
        user_agent: options.userAgent.slice(0, 255),
        impersonated_by: options.impersonatedBy ?? null,
        opener_session_id: options.openerSessionId ?? null,
        reset_until: options.resetUntil ?? null,
      };
      const id = await sessions.create(values);
      return { token, session: { id, ...values } };
    },

    /** The live admin session a bearer token names and its admin, read together (every admin request asks); expired ones are absent. */
    findLiveAdminSession: (token: string) => liveAdminSession(sha256(token)),

    /**
     * The live user session a bearer token names, its user and the user's balance, read in one statement
     * (every user request asks; each statement of its own costs a read transaction).
     */
    findLiveUserSession: (token: string) => liveUserSession(sha256(token)),

    /**
     * The live session with this id, by the same rules as a bearer token's: for an address that carries
     * the session's id in its signed part instead of a header (a video's playback address), so it stops
     * working when the session ends.
     */
    async findLiveSessionById(
      id: number,
    ): Promise<{ role: 'user'; session: Session; user: User } | { role: 'admin'; session: Session; admin: Admin } | undefined> {
      const row = await sessions.roleAndTokenHashById(id);
      if (!row) return undefined;
      if (row.role === 'admin') {
        const found = await liveAdminSession(row.token_hash);
        return found && { role: 'admin', ...found };
      }
      const found = await liveUserSession(row.token_hash);
      return found && { role: 'user', session: found.session, user: found.user };
    },

    /**
     * Who signed in with each of these token hashes (live user sessions only): for records written
     * after the request, such as page views, which must not hold it up with a lookup of their own.
     */
    async userIdsByTokenHash(tokenHashes: readonly string[]): Promise<Map<string, number>> {
      const rows = await sessions.userIdsByTokenHash(tokenHashes, clock.now());
      return new Map(rows.map((row) => [row.token_hash, Number(row.subject_id)]));
    },
    endSession: (id: number) => sessions.deleteById(id),
    /** `trx` ends them in the caller's transaction, with the change that is the reason for it. */
    endOtherSessions: (role: Session['role'], subjectId: number, exceptId?: number, trx?: Executor) => sessions.deleteAllOf(role, subjectId, { exceptId }, trx),
    endResetWindow: (id: number, trx?: Executor) => sessions.endResetWindow(id, trx),
    isInResetWindow: (session: Session) => session.reset_until !== null && session.reset_until > clock.now(),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
