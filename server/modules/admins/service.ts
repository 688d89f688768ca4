import type { Clock } from '../../clock';
import { inTransaction, type Db } from '../../db';
import type { Admin, Session } from '../../db/schema';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../rate-limit/limiter';
import { decoyPasswordHash, type PasswordHasher } from '../../security/password';
import { passwordProblem } from '../../security/password-policy';
import {
  checkClaimedPassword,
  claimPasswordCheck,
  liftSignInCeiling,
  passwordCheckCounts,
  settleRightPassword,
  signInCounts,
} from '../../rate-limit/sign-in-throttle';
import { AVATAR_FOLDER, removeImage, storeImage } from '../../storage/image-store';
import { claimUpload } from '../../rate-limit/upload-allowance';
import type { SessionService } from '../sessions/service';
import type { TwoFactorService } from '../two-factor/service';
import { menuFor } from './menu';
import { PERMISSION_KEYS, type PermissionKey } from '../../../shared/contracts/permissions';
import { permissionsOf } from '../../security/admin-permissions';
import { adminsRepository } from './repository';
import type { AdminCreateInput, AdminListRequest, AdminUpdateInput, PublicAdmin } from '../../../shared/contracts/admins.schemas';

export function toPublicAdmin(admin: Admin): PublicAdmin {
  return {
    id: admin.id,
    name: admin.name,
    username: admin.username,
    avatar_url: admin.avatar ? `/api/v1/files/avatars/${admin.avatar}` : null,
    permissions: [...permissionsOf(admin)],
    is_super: admin.is_super === 1,
    is_active: admin.is_active === 1,
    created_at: Number(admin.created_at),
    updated_at: Number(admin.updated_at),
  };
}

/** The sidebar entries an admin may use: what each admin page shows around its content. */
export function menuOf(admin: Admin, permissions: ReadonlySet<PermissionKey>) {
  return menuFor((requirement) => (requirement === 'super' ? admin.is_super === 1 : permissions.has(requirement)));
}

export function createAdminService(deps: {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  sessions: SessionService;
  passwords: PasswordHasher;
  twoFactor: TwoFactorService;
  storageRoot: string;
}) {
  const { clock, limiter, sessions, passwords, twoFactor } = deps;
  const admins = adminsRepository(deps.db);

  async function mustFind(id: number): Promise<Admin> {
    const admin = await admins.findById(id);
    if (!admin) throw new AppError('ADMIN_NOT_FOUND');
    return admin;
  }

  /** Stores an avatar, counted against the allowance of the admin who uploads it. */
  async function storeAvatar(uploader: Admin, file: File): Promise<string> {
    await claimUpload(limiter, `admin:${uploader.id}`);
    return storeImage(file, deps.storageRoot, AVATAR_FOLDER);
  }

  /**
   * Runs the write that points an admin at a new avatar (stored beforehand: files are no part of a
   * transaction). Once it is committed the previous file is deleted, so a replaced picture stops being
   * served; if it fails or is rolled back, the new file goes instead.
   */
  async function commitAvatar<T>(previous: string | null, next: string | undefined, write: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await write();
    } catch (error) {
      if (next) await removeImage(next, deps.storageRoot, AVATAR_FOLDER);
      throw error;
    }
    if (next && previous && previous !== next) await removeImage(previous, deps.storageRoot, AVATAR_FOLDER);
    return result;
  }

  async function usernameIsFree(username: string, exceptId?: number) {
    const holder = await admins.findByUsername(username);
    return !holder || holder.id === exceptId;
  }

  /**
   * Two saves of one username at once both pass the check above; the unique index refuses the later,
   * which then gets the same 422 as if the check had seen the other, not a 500.
   */
  async function guardUsername<T>(username: string | undefined, exceptId: number | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (username !== undefined && !(await usernameIsFree(username, exceptId))) throw new AppError('USERNAME_TAKEN');
      throw error;
    }
  }

  return {
    async login(input: { username: string; password: string }, origin: { ip: string; userAgent: string }) {
      const counts = signInCounts('admin-login', input.username, origin.ip);
      await claimPasswordCheck(limiter, counts);
      const admin = await admins.findByUsername(input.username);
      const isRightPassword = await checkClaimedPassword(
        limiter,
        counts,
        passwords.verify(input.password, admin?.password_hash ?? (await decoyPasswordHash())),
      );
      if (!admin || !isRightPassword || !admin.is_active) throw new AppError('WRONG_USERNAME_OR_PASSWORD');
      await settleRightPassword(limiter, counts);
      // With a second factor the password earns no session, only a challenge the code step redeems.
      if (await twoFactor.isEnabled(admin.id)) return { two_factor: await twoFactor.startChallenge(admin.id) };
      const { token } = await sessions.startSession({ role: 'admin', subjectId: admin.id, ...origin });
      return { token, admin: toPublicAdmin(admin) };
    },

    /** The second step: a live challenge and its admin's code (or recovery code) open the session the password did not. */
    async loginWithCode(input: { challenge: string; code: string }, origin: { ip: string; userAgent: string }) {
      const adminId = await twoFactor.completeChallenge(input.challenge, input.code, origin.ip);
      const admin = await admins.findById(adminId);
      // Disabled between the two steps: no session, as with a wrong password.
      if (!admin?.is_active) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED');
      const { token } = await sessions.startSession({ role: 'admin', subjectId: admin.id, ...origin });
      return { token, admin: toPublicAdmin(admin) };
    },

    async changeProfile(admin: Admin, input: { name: string }, avatar?: File) {
      const changes: Partial<Admin> = { name: input.name, updated_at: clock.now() };
      if (avatar) changes.avatar = await storeAvatar(admin, avatar);
      await commitAvatar(admin.avatar, changes.avatar ?? undefined, () => admins.update(admin.id, changes));
      return toPublicAdmin({ ...admin, ...changes });
    },

    /**
     * Ends the admin's other sessions: whoever knew the old password is signed out everywhere. The
     * current password is throttled like sign-in, or a stolen session could guess it without limit.
     */
    async changePassword(admin: Admin, session: Session, input: { current_password: string; password: string }, ip: string) {
      const counts = passwordCheckCounts(`admin:${admin.id}`, ip);
      await claimPasswordCheck(limiter, counts);
      if (!(await checkClaimedPassword(limiter, counts, passwords.verify(input.current_password, admin.password_hash))))
        throw new AppError('CURRENT_PASSWORD_WRONG');
      await settleRightPassword(limiter, counts);
      const problem = passwordProblem(input.password, null);
      if (problem) throw problem;
      const changes = { password_hash: await passwords.hash(input.password), updated_at: clock.now() };
      await inTransaction(deps.db, async (trx) => {
        await admins.update(admin.id, changes, trx);
        await sessions.endOtherSessions('admin', admin.id, session.id, trx);
      });
    },

    async list(request: AdminListRequest) {
      const page = await admins.list(request);
      const withTwoFactor = await twoFactor.enabledAmong(page.items.map((admin) => admin.id));
      return { ...page, items: page.items.map((admin) => ({ ...toPublicAdmin(admin), has_two_factor: withTwoFactor.has(admin.id) })) };
    },

    first: async (id: number) => toPublicAdmin(await mustFind(id)),

    async firstByUsername(username: string) {
      const admin = await admins.findByUsername(username.trim().toLowerCase());
      if (!admin) throw new AppError('ADMIN_NOT_FOUND');
      return toPublicAdmin(admin);
    },

    async create(actor: Admin, input: AdminCreateInput, avatar?: File) {
      assertMayGrant(actor, input.permissions, input.is_super);
      const problem = passwordProblem(input.password, null);
      if (problem) throw problem;
      if (!(await usernameIsFree(input.username))) throw new AppError('USERNAME_TAKEN');
      const now = clock.now();
      const values: Omit<Admin, 'id'> = {
        name: input.name,
        username: input.username,
        password_hash: await passwords.hash(input.password),
        avatar: avatar ? await storeAvatar(actor, avatar) : null,
        permissions: JSON.stringify(input.permissions),
        is_super: input.is_super ? 1 : 0,
        is_active: input.is_active ? 1 : 0,
        created_at: now,
        updated_at: now,
      };
      const id = await commitAvatar(null, values.avatar ?? undefined, () => guardUsername(input.username, undefined, () => admins.create(values)));
      return toPublicAdmin({ id, ...values });
    },

    async update(actor: Admin, id: number, input: AdminUpdateInput, avatar?: File) {
      const target = await mustFind(id);
      assertMayActOn(actor, target);
      const nextPermissions = input.permissions ?? [...permissionsOf({ ...target, is_super: 0 })];
      const nextIsSuper = input.is_super ?? target.is_super === 1;
      const nextIsActive = input.is_active ?? target.is_active === 1;
      if (input.permissions || input.is_super !== undefined) assertMayGrant(actor, nextPermissions, nextIsSuper && !target.is_super);

      if (target.id === actor.id) {
        const keepsManage = nextIsSuper || nextPermissions.includes('admins.manage');
        if (!keepsManage) throw new AppError('OWN_ADMINS_MANAGE_KEPT');
        if (!nextIsActive) throw new AppError('OWN_ACCOUNT_KEPT_ACTIVE');
      }
      const losesSuper = target.is_super === 1 && target.is_active === 1 && (!nextIsSuper || !nextIsActive);
      if (input.username && !(await usernameIsFree(input.username, id))) throw new AppError('USERNAME_TAKEN');
      if (input.password) {
        const problem = passwordProblem(input.password, null);
        if (problem) throw problem;
      }

      const changes: Partial<Admin> = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.username !== undefined && { username: input.username }),
        ...(input.password && { password_hash: await passwords.hash(input.password) }),
        permissions: JSON.stringify(nextIsSuper ? PERMISSION_KEYS : nextPermissions),
        is_super: nextIsSuper ? 1 : 0,
        is_active: nextIsActive ? 1 : 0,
        updated_at: clock.now(),
      };
      if (avatar) changes.avatar = await storeAvatar(actor, avatar);
      // The username guard reads outside the transaction, once it has been rolled back.
      await commitAvatar(target.avatar, changes.avatar ?? undefined, () =>
        guardUsername(input.username, id, () =>
          inTransaction(deps.db, async (trx) => {
            // Counted with the super admins' rows locked: of two super admins demoting each other at
            // once, the second waits for the first to commit and then finds itself the last.
            if (losesSuper && (await admins.lockActiveSupers(trx)) <= 1) throw new AppError('LAST_SUPER_ADMIN');
            await admins.update(id, changes, trx);
            // A disabled admin, or one whose password was reset, is signed out everywhere with the change.
            if (!nextIsActive || input.password) await sessions.endOtherSessions('admin', id, undefined, trx);
          }),
        ),
      );
      // A password another admin set proves the account as a user's texted code does: guesses counted
      // against its username from everywhere no longer keep it out.
      if (input.password) await liftSignInCeiling(limiter, 'admin-login', target.username);
      const changed = (Object.keys(changes) as (keyof Admin)[]).filter(
        (key) => key !== 'updated_at' && key !== 'password_hash' && changes[key] !== target[key],
      );
      return { admin: toPublicAdmin({ ...target, ...changes }), changed: input.password ? [...changed, 'password'] : changed };
    },
  };
}

/**
 * Any change to an admin is a step towards acting as them (disable, strip, then reset the password):
 * only an actor holding everything the target holds may make one, and only a super admin touches a super admin.
 */
function assertMayActOn(actor: Admin, target: Admin) {
  if (actor.is_super || actor.id === target.id) return;
  const held = permissionsOf(actor);
  if (target.is_super || [...permissionsOf(target)].some((key) => !held.has(key))) {
    throw new AppError('TARGET_OUTRANKS_CALLER');
  }
}

/** An admin cannot hand out more than it holds: no one becomes super, or gets a key, through someone who lacks it. */
function assertMayGrant(actor: Admin, permissions: readonly string[], makesSuper: boolean) {
  if (actor.is_super) return;
  if (makesSuper) throw new AppError('SUPER_ADMIN_ONLY_BY_SUPER');
  const held = permissionsOf(actor);
  if (permissions.some((key) => !held.has(key as PermissionKey))) {
    throw new AppError('PERMISSION_NOT_HELD');
  }
}

export type AdminService = ReturnType<typeof createAdminService>;
