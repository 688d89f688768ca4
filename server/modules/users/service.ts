import type { Clock } from '../../clock';
import { inTransaction, type Db, type Dialect, type Executor } from '../../db';
import type { User } from '../../db/schema';
import { AppError } from '../../errors';
import type { PasswordHasher } from '../../security/password';
import type { Session } from '../../db/schema';
import type { SessionService } from '../sessions/service';
import type { RateLimiter } from '../../rate-limit/limiter';
import { passwordProblem } from '../../security/password-policy';
import { checkClaimedPassword, claimPasswordCheck, passwordCheckCounts, settleRightPassword } from '../../rate-limit/sign-in-throttle';
import { usersRepository } from './repository';
import type { PublicUser } from '../../../shared/contracts/user.schemas';

/** How many of the gifts a user received the dashboard shows. */
const RECENT_GIFTS = 5;

/**
 * Told of a user's name and mobile after a change, in the transaction that makes it, by whoever keeps
 * a copy of them (the videos' search text; services.ts wires it).
 */
export type OnNameOrMobileChange = (user: Pick<User, 'id' | 'name' | 'mobile'>, trx: Executor) => Promise<void>;

export function createUserService({
  db,
  dialect,
  clock,
  limiter,
  sessions,
  passwords,
  onNameOrMobileChange,
}: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  limiter: RateLimiter;
  sessions: SessionService;
  passwords: PasswordHasher;
  onNameOrMobileChange?: OnNameOrMobileChange;
}) {
  const users = usersRepository(db);

  /** `balance` when the caller has it already (a signed-in request reads it with the session); else it is read. */
  async function toPublicUser(user: User, balance?: number): Promise<PublicUser> {
    return {
      id: user.id,
      name: user.name,
      mobile: user.mobile,
      email: user.email,
      balance: balance ?? (await users.balanceOf(user.id)),
      min_balance: Number(user.min_balance),
      created_at: Number(user.created_at),
    };
  }

  return {
    toPublicUser,
    // The auth module finds, creates and verifies accounts through these, never through the repository.
    findById: users.findById,
    findByMobile: users.findByMobile,
    create: users.create,
    markVerified: users.markVerified,
    /** Live accounts, or those created from `createdSince` on. */
    countLive: users.countLive,
    /** Live accounts created on each Tehran day (a day number) from `since`; a day without any is absent. */
    registrationsPerDay: (since: number) => users.registrationsPerDay(since, dialect),

    async dashboardOf(user: User, balance: number) {
      const profile = await toPublicUser(user, balance);
      return {
        user: profile,
        is_below_min_balance: profile.balance < profile.min_balance,
        recent_transactions: (await users.recentLedger(user.id, 10)).map((entry) => ({
          ...entry,
          amount: Number(entry.amount),
          created_at: Number(entry.created_at),
        })),
        gifts: (await users.recentGifts(user.id, RECENT_GIFTS)).map((entry) => ({
          title: entry.description ?? '',
          amount: Number(entry.amount),
          received_at: Number(entry.created_at),
        })),
      };
    },

    /** Saves a user's own name and email; answers the columns it wrote (the caller shows the account with the balance it holds). */
    async changeProfile(user: User, changes: { name: string; email?: string | null }): Promise<Pick<User, 'name' | 'email' | 'updated_at'>> {
      const saved = { name: changes.name, email: changes.email ?? null, updated_at: clock.now() };
      await inTransaction(db, async (trx) => {
        await users.update(user.id, saved, trx);
        if (saved.name !== user.name) await onNameOrMobileChange?.({ id: user.id, name: saved.name, mobile: user.mobile }, trx);
      });
      return saved;
    },

    /**
     * The old password is needed except inside the window a password reset opens. Every other
     * session of the user ends, so a stolen session does not outlive the change. The current password
     * is throttled like sign-in, or a stolen session could guess it without limit.
     */
    async changePassword(user: User, session: Session, input: { current_password?: string; password: string }, ip: string): Promise<void> {
      const inResetWindow = sessions.isInResetWindow(session);
      if (!inResetWindow) {
        if (!input.current_password) throw new AppError('CURRENT_PASSWORD_REQUIRED');
        const counts = passwordCheckCounts(`user:${user.id}`, ip);
        await claimPasswordCheck(limiter, counts);
        if (!(await checkClaimedPassword(limiter, counts, passwords.verify(input.current_password, user.password_hash))))
          throw new AppError('CURRENT_PASSWORD_WRONG');
        await settleRightPassword(limiter, counts);
      }
      const problem = passwordProblem(input.password, user.mobile);
      if (problem) throw problem;
      const changes = { password_hash: await passwords.hash(input.password), updated_at: clock.now() };
      await inTransaction(db, async (trx) => {
        await users.update(user.id, changes, trx);
        await sessions.endOtherSessions('user', user.id, session.id, trx);
        if (inResetWindow) await sessions.endResetWindow(session.id, trx);
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
