import { insertedId, type Db, type Executor } from '../../db';
import { preparedArrayQuery, preparedQuery } from '../../db/prepared';
import type { Admin, Session, User } from '../../db/schema';

/** A table's columns, from a record the compiler checks against its row type, so a new column cannot be left out. */
const columnsOf = <Row>(columns: Record<keyof Row & string, true>) => Object.keys(columns) as (keyof Row & string)[];
const SESSION_COLUMNS = columnsOf<Session>({
  id: true,
  token_hash: true,
  role: true,
  subject_id: true,
  created_at: true,
  expires_at: true,
  last_used_at: true,
  ip: true,
  user_agent: true,
  impersonated_by: true,
  opener_session_id: true,
  reset_until: true,
});
const USER_COLUMNS = columnsOf<User>({
  id: true,
  name: true,
  mobile: true,
  email: true,
  password_hash: true,
  is_verified: true,
  min_balance: true,
  created_at: true,
  updated_at: true,
  deleted_at: true,
  deleted_mobile: true,
});
const ADMIN_COLUMNS = columnsOf<Admin>({
  id: true,
  name: true,
  username: true,
  password_hash: true,
  avatar: true,
  permissions: true,
  is_super: true,
  is_active: true,
  created_at: true,
  updated_at: true,
});
/**
 * `columns.length` values of a row read as an array, from `offset` on, into an object named by
 * `columns`: built key by key in one fixed order, so every such object shares one shape.
 */
function objectOf<Row>(values: readonly unknown[], columns: readonly string[], offset = 0): Row {
  const built: Record<string, unknown> = {};
  for (let index = 0; index < columns.length; index++) built[columns[index]!] = values[offset + index];
  return built as Row;
}

/** The admin session an impersonation was opened from and its admin, as the signed-in read finds them. */
export interface ImpersonationOpener {
  expires_at: number;
  last_used_at: number;
  /** Null when the admin row is gone. */
  admin: Pick<Admin, 'is_active' | 'is_super' | 'permissions'> | null;
}

export function sessionsRepository(db: Db) {
  // Every admin request starts here: the session and its admin in one statement, as for users below.
  // Both reads hand back arrays of values (preparedArrayQuery), taken apart by position: the session's
  // columns first, in SESSION_COLUMNS' order, then the admin's or the user's.
  const adminSessionByTokenHash = preparedArrayQuery<{ tokenHash: string }>(db, (arg) =>
    db
      .selectFrom('sessions')
      .innerJoin('admins', 'admins.id', 'sessions.subject_id')
      .select(SESSION_COLUMNS.map((column) => `sessions.${column}` as const))
      .select(ADMIN_COLUMNS.map((column) => `admins.${column} as a_${column}` as const))
      .where('sessions.token_hash', '=', arg('tokenHash'))
      .where('sessions.role', '=', 'admin'),
  );
  // Every signed-in user request starts here, so the session and its (not deleted) user come in one
  // statement, and with them, for an admin's session as the user, the admin session it was opened from
  // and that admin (for the user's own session the joins find nothing: `opener_session_id` is null).
  const userSessionByTokenHash = preparedArrayQuery<{ tokenHash: string }>(db, (arg) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.subject_id')
      .leftJoin('sessions as opener', (join) => join.onRef('opener.id', '=', 'sessions.opener_session_id').on('opener.role', '=', 'admin'))
      .leftJoin('admins', 'admins.id', 'opener.subject_id')
      .select(SESSION_COLUMNS.map((column) => `sessions.${column}` as const))
      .select(USER_COLUMNS.map((column) => `users.${column} as u_${column}` as const))
      .select('users.balance as u_balance')
      // Taken apart in this order by findUserSessionByTokenHash.
      .select([
        'opener.expires_at as opener_expires_at',
        'opener.last_used_at as opener_last_used_at',
        'admins.is_active as opener_admin_is_active',
        'admins.is_super as opener_admin_is_super',
        'admins.permissions as opener_admin_permissions',
      ])
      .where('sessions.token_hash', '=', arg('tokenHash'))
      .where('sessions.role', '=', 'user')
      .where('users.deleted_at', 'is', null),
  );
  const touchById = preparedQuery<{ id: number; at: number }, never>(db, (arg) =>
    db
      .updateTable('sessions')
      .set({ last_used_at: arg('at') })
      .where('id', '=', arg('id')),
  );
  return {
    async create(values: Omit<Session, 'id'>, trx: Executor = db): Promise<number> {
      return insertedId(await trx.insertInto('sessions').values(values).executeTakeFirstOrThrow());
    },
    /** An admin session and its admin, apart; undefined when the token names no admin session. */
    async findAdminSessionByTokenHash(tokenHash: string): Promise<{ session: Session; admin: Admin } | undefined> {
      const values = (await adminSessionByTokenHash({ tokenHash }))[0];
      if (!values) return undefined;
      return { session: objectOf<Session>(values, SESSION_COLUMNS), admin: objectOf<Admin>(values, ADMIN_COLUMNS, SESSION_COLUMNS.length) };
    },
    /**
     * A user session and its user, apart, the user's balance, and for an impersonation the session it
     * was opened from (null when that is gone); undefined when the token names no user session or the
     * user is deleted.
     */
    async findUserSessionByTokenHash(
      tokenHash: string,
    ): Promise<{ session: Session; user: User; balance: number; opener: ImpersonationOpener | null } | undefined> {
      const values = (await userSessionByTokenHash({ tokenHash }))[0];
      if (!values) return undefined;
      const session = objectOf<Session>(values, SESSION_COLUMNS);
      const user = objectOf<User>(values, USER_COLUMNS, SESSION_COLUMNS.length);
      const balanceAt = SESSION_COLUMNS.length + USER_COLUMNS.length;
      const [openerExpiresAt, openerLastUsedAt, adminIsActive, adminIsSuper, adminPermissions] = values.slice(balanceAt + 1);
      const opener: ImpersonationOpener | null =
        openerExpiresAt === null || openerLastUsedAt === null
          ? null
          : {
              expires_at: Number(openerExpiresAt),
              last_used_at: Number(openerLastUsedAt),
              admin:
                adminPermissions === null
                  ? null
                  : { is_active: Number(adminIsActive), is_super: Number(adminIsSuper), permissions: adminPermissions as string },
            };
      return { session, user, balance: Number(values[balanceAt]), opener };
    },
    /** The user each of these token hashes signs in, for sessions still within their lifetime. */
    async userIdsByTokenHash(tokenHashes: readonly string[], now: number): Promise<{ token_hash: string; subject_id: number }[]> {
      if (tokenHashes.length === 0) return [];
      return db
        .selectFrom('sessions')
        .select(['token_hash', 'subject_id'])
        .where('token_hash', 'in', tokenHashes)
        .where('role', '=', 'user')
        .where('expires_at', '>', now)
        .execute();
    },
    /** What a session's id names, for a signed address that carries the id rather than the token (video playback). */
    async roleAndTokenHashById(id: number): Promise<Pick<Session, 'role' | 'token_hash'> | undefined> {
      return db.selectFrom('sessions').select(['role', 'token_hash']).where('id', '=', id).executeTakeFirst();
    },
    async touch(id: number, at: number): Promise<void> {
      await touchById({ id, at });
    },
    async deleteById(id: number, trx: Executor = db): Promise<void> {
      await trx.deleteFrom('sessions').where('id', '=', id).execute();
    },
    async deleteAllOf(role: Session['role'], subjectId: number, options: { exceptId?: number } = {}, trx: Executor = db): Promise<void> {
      let query = trx.deleteFrom('sessions').where('role', '=', role).where('subject_id', '=', subjectId);
      if (options.exceptId !== undefined) query = query.where('id', '!=', options.exceptId);
      await query.execute();
    },
    async endResetWindow(id: number, trx: Executor = db): Promise<void> {
      await trx.updateTable('sessions').set({ reset_until: null }).where('id', '=', id).execute();
    },
  };
}
