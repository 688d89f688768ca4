import { createHash, randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import { inTransaction, isUniqueViolation, type Db } from '../../db';
import type { User } from '../../db/schema';
import { AppError } from '../../errors';
import type { PasswordHasher } from '../../security/password';
import { passwordProblem } from '../../security/password-policy';
import type { LedgerService } from '../ledger/service';
import type { SessionService } from '../sessions/service';
import type { UserStatusKey } from '../../../shared/contracts/user-statuses';
import type {
  AdminLedgerEntry,
  AdminUser,
  AdminUserAdjustInput,
  AdminUserCreateInput,
  AdminUserListRequest,
  AdminUserUpdateInput,
} from '../../../shared/contracts/users.schemas';
import { usersRepository } from './repository';
import type { OnNameOrMobileChange } from './service';

/** How many of the latest ledger entries the user's page shows. */
const LEDGER_SHOWN = 50;

/** Counts other modules keep (services.ts wires them). */
export interface UserCounters {
  payments: (userId: number) => Promise<number>;
  tickets: (userId: number) => Promise<number>;
}

type UserRow = Pick<User, 'id' | 'name' | 'mobile' | 'deleted_mobile' | 'email' | 'min_balance' | 'is_verified' | 'created_at' | 'deleted_at'> & {
  balance: number | string;
};

const statusOf = (row: Pick<User, 'is_verified' | 'deleted_at'>): UserStatusKey =>
  row.deleted_at !== null ? 'deleted' : row.is_verified ? 'active' : 'unverified';

export function toAdminUser(row: UserRow): AdminUser {
  const balance = Number(row.balance);
  const minBalance = Number(row.min_balance);
  return {
    id: Number(row.id),
    name: row.name,
    // A deleted account shows the number it had, not its tombstone.
    mobile: row.deleted_mobile ?? row.mobile,
    email: row.email,
    balance,
    min_balance: minBalance,
    status: statusOf(row),
    is_below_minimum: balance < minBalance,
    created_at: Number(row.created_at),
    deleted_at: row.deleted_at === null ? null : Number(row.deleted_at),
  };
}

function toLedgerEntry(row: {
  id: number;
  amount: number | string;
  kind: string;
  description: string | null;
  admin_id: number | null;
  admin_name?: string | null;
  created_at: number | string;
}): AdminLedgerEntry {
  return {
    id: Number(row.id),
    amount: Number(row.amount),
    kind: row.kind,
    description: row.description,
    admin_id: row.admin_id === null ? null : Number(row.admin_id),
    admin_name: row.admin_name ?? null,
    created_at: Number(row.created_at),
  };
}

/** The admin's side of users: list, show, create, update, minimum balance, soft delete and balance adjustments. */
export function createAdminUserService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  ledger: LedgerService;
  passwords: PasswordHasher;
  counters: UserCounters;
  onNameOrMobileChange?: OnNameOrMobileChange;
}) {
  const { db, clock, sessions, ledger, counters, onNameOrMobileChange } = deps;
  const users = usersRepository(db);

  async function mustFind(id: number): Promise<User> {
    const user = await users.findAnyById(id);
    if (!user) throw new AppError('USER_NOT_FOUND');
    return user;
  }

  async function mustFindLive(id: number): Promise<User> {
    const user = await mustFind(id);
    if (user.deleted_at !== null) throw new AppError('USER_DELETED_ALREADY');
    return user;
  }

  async function present(id: number): Promise<AdminUser> {
    const user = await mustFind(id);
    return toAdminUser({ ...user, balance: await users.balanceOf(id) });
  }

  async function mobileIsFree(mobile: string, exceptId?: number) {
    const holder = await users.findByMobile(mobile);
    return !holder || holder.id === exceptId;
  }

  /** Two saves of one number at once both pass the check; the unique index refuses the later, which gets the same 422. */
  async function guardMobile<T>(mobile: string | undefined, exceptId: number | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (mobile !== undefined && isUniqueViolation(error)) throw new AppError('MOBILE_TAKEN');
      throw error;
    }
  }

  return {
    async list(request: AdminUserListRequest) {
      const page = await users.list(request);
      return { ...page, items: page.items.map(toAdminUser) };
    },

    async single(id: number) {
      const user = await present(id);
      const [ledgerRows, payments, tickets] = await Promise.all([users.ledgerOf(id, LEDGER_SHOWN), counters.payments(id), counters.tickets(id)]);
      return { user, ledger: ledgerRows.map(toLedgerEntry), counts: { payments, tickets } };
    },

    /** An account the admin makes is verified from the start: the admin vouches for the number. */
    async create(input: AdminUserCreateInput): Promise<AdminUser> {
      const problem = passwordProblem(input.password, input.mobile);
      if (problem) throw problem;
      if (!(await mobileIsFree(input.mobile))) throw new AppError('MOBILE_TAKEN');
      const now = clock.now();
      const id = await guardMobile(input.mobile, undefined, async () =>
        users.create({
          name: input.name,
          mobile: input.mobile,
          email: input.email,
          password_hash: await deps.passwords.hash(input.password),
          is_verified: 1,
          min_balance: input.min_balance,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        }),
      );
      return present(id);
    },

    /** Changes only the allow-listed fields the body carries; a new password ends the user's sessions. */
    async update(input: AdminUserUpdateInput): Promise<{ user: AdminUser; changed: string[] }> {
      const target = await mustFindLive(input.id);
      if (input.mobile !== undefined && !(await mobileIsFree(input.mobile, target.id))) throw new AppError('MOBILE_TAKEN');
      if (input.password) {
        const problem = passwordProblem(input.password, input.mobile ?? target.mobile);
        if (problem) throw problem;
      }
      const changes = {
        ...(input.name !== undefined && input.name !== target.name && { name: input.name }),
        ...(input.mobile !== undefined && input.mobile !== target.mobile && { mobile: input.mobile }),
        ...(input.email !== undefined && input.email !== target.email && { email: input.email }),
        ...(input.min_balance !== undefined && input.min_balance !== Number(target.min_balance) && { min_balance: input.min_balance }),
        ...(input.password && { password_hash: await deps.passwords.hash(input.password) }),
      };
      const changed = Object.keys(changes).map((key) => (key === 'password_hash' ? 'password' : key));
      if (changed.length) {
        await guardMobile(input.mobile, target.id, () =>
          inTransaction(db, async (trx) => {
            await users.update(target.id, { ...changes, updated_at: clock.now() }, trx);
            if (input.password || changes.mobile) await sessions.endOtherSessions('user', target.id, undefined, trx);
            if (changes.name || changes.mobile)
              await onNameOrMobileChange?.({ id: target.id, name: changes.name ?? target.name, mobile: changes.mobile ?? target.mobile }, trx);
          }),
        );
      }
      return { user: await present(target.id), changed };
    },

    async changeMinBalance(id: number, minBalance: number): Promise<{ user: AdminUser; previous: number }> {
      const target = await mustFindLive(id);
      await users.update(id, { min_balance: minBalance, updated_at: clock.now() });
      return { user: await present(id), previous: Number(target.min_balance) };
    },

    /** Soft delete: the row, its ledger and payments stay; the number is freed and every session ends at once. */
    async remove(id: number): Promise<AdminUser> {
      await mustFindLive(id);
      await inTransaction(db, async (trx) => {
        if (!(await users.softDelete(id, clock.now(), trx))) throw new AppError('USER_DELETED_ALREADY');
        await sessions.endOtherSessions('user', id, undefined, trx);
      });
      return present(id);
    },

    /**
     * A signed adjustment written as one `adjustment` ledger entry with the admin and the reason. The
     * route replays a repeated Idempotency-Key's first answer (server/http/idempotency.ts); the key also
     * makes the entry's reference (with the admin), so even a repeat the replay store missed credits once. A debit never takes the balance below
     * zero, the ledger's rule for every debit: balances are prepaid, and a negative one would be a debt the product
     * has no way to collect; the admin can take back what is left instead.
     */
    async adjustBalance(adminId: number, userId: number, input: AdminUserAdjustInput, idempotencyKey: string | undefined) {
      // A registration whose code was never typed is nobody's account yet: money goes to customers only.
      if (!(await mustFindLive(userId)).is_verified) throw new AppError('USER_NOT_VERIFIED');
      const reference = `admin:${adminId}:${idempotencyKey ? createHash('sha256').update(idempotencyKey).digest('hex') : randomUUID()}`;
      const earlier = await ledger.entryFor('adjustment', reference);
      if (earlier && (earlier.user_id !== userId || earlier.amount !== input.amount)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      const change = { userId, amount: Math.abs(input.amount), kind: 'adjustment' as const, reference, description: input.reason, adminId };
      let result;
      try {
        result = input.amount > 0 ? await ledger.credit(change) : await ledger.debit(change);
      } catch (error) {
        // The same key sent at once for another amount: the other request wrote its entry first.
        const winner = await ledger.entryFor('adjustment', reference);
        if (winner && (winner.user_id !== userId || winner.amount !== input.amount)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        throw error;
      }
      return { user: await present(userId), entry: toLedgerEntry(result.entry), isRepeat: result.isRepeat };
    },
  };
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;
