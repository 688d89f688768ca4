import type { SelectQueryBuilder } from 'kysely';
import { foldForSearch } from '../../../shared/search-text';
import { dayNumberSql, insertedId, inTransaction, type Db, type Dialect, type Executor } from '../../db';
import { DAY_MS, tehranDayStartOf } from '../../../shared/tehran-time';
import { LIST_COUNT_CAP, paginate, startsWithSearch } from '../../db/paginate';
import {
  indexedSearchPlan,
  usersHoldingRarestTrigram,
  usersInNameOrder,
  writeSearchTrigrams,
  writeUsersByNameTrigrams,
  type NamedSearchText,
} from '../../db/search-index';
import { preparedQuery } from '../../db/prepared';
import type { Database, LedgerEntry, NewUser, User, UserUpdate } from '../../db/schema';
import type { AdminUserListRequest } from '../../../shared/contracts/users.schemas';

/** What the admin users list searches: name, mobile and email, folded once on write. */
const searchTextOf = (user: { name: string; mobile: string; email: string | null }) => foldForSearch(`${user.name} ${user.mobile} ${user.email ?? ''}`);

const changesSearchText = (values: Pick<UserUpdate, 'name' | 'mobile' | 'email'>) =>
  values.name !== undefined || values.mobile !== undefined || values.email !== undefined;

const USER_SORT_COLUMNS = { created_at: 'users.created_at', name: 'users.name', balance: 'users.balance' } as const;

/** A deleted account's `mobile`: never a valid number (those are 11 digits from 09), so it frees the unique index. */
const tombstoneOf = (id: number) => `d${id}`;

export function usersRepository(db: Db) {
  const live = () => db.selectFrom('users').where('deleted_at', 'is', null);
  // The dashboard's two reads, on every render of the user's first page: compiled once, as the signed-in read is.
  const recentGifts = preparedQuery<{ userId: number; limit: number }, Pick<LedgerEntry, 'description' | 'amount' | 'created_at'>>(db, (arg) =>
    db
      .selectFrom('ledger_entries')
      .select(['description', 'amount', 'created_at'])
      .where('user_id', '=', arg('userId'))
      .where('kind', '=', 'gift')
      .orderBy('id', 'desc')
      .limit(arg('limit')),
  );
  const recentLedger = preparedQuery<{ userId: number; limit: number }, Pick<LedgerEntry, 'id' | 'amount' | 'kind' | 'description' | 'created_at'>>(db, (arg) =>
    db
      .selectFrom('ledger_entries')
      .select(['id', 'amount', 'kind', 'description', 'created_at'])
      .where('user_id', '=', arg('userId'))
      .orderBy('id', 'desc')
      .limit(arg('limit')),
  );
  /** The search text and name a write changing name, mobile or email leaves, and the ones it replaces; undefined when it changes none. */
  async function searchTextChange(
    id: number,
    values: Pick<UserUpdate, 'name' | 'mobile' | 'email'>,
    trx: Executor,
  ): Promise<{ before: NamedSearchText; after: NamedSearchText } | undefined> {
    if (!changesSearchText(values)) return undefined;
    const current = await trx.selectFrom('users').select(['name', 'mobile', 'email', 'search_text']).where('id', '=', id).executeTakeFirst();
    if (!current) return undefined;
    const name = values.name ?? current.name;
    const text = searchTextOf({ name, mobile: values.mobile ?? current.mobile, email: values.email === undefined ? current.email : values.email });
    return { before: { text: current.search_text, name: current.name }, after: { text, name } };
  }
  /** Both of a user's indexes of their text: by trigram, and by trigram in name order (`before` undefined for a new user). */
  async function writeUserTrigrams(trx: Executor, id: number, before: NamedSearchText | undefined, after: NamedSearchText): Promise<void> {
    await writeSearchTrigrams(trx, 'users', id, before?.text ?? '', after.text);
    await writeUsersByNameTrigrams(trx, id, before, after);
  }
  // Every profile and dashboard read asks for it.
  const balance = preparedQuery<{ userId: number }, { balance: string | number }>(db, (arg) =>
    db.selectFrom('users').select('balance').where('id', '=', arg('userId')),
  );
  return {
    findById: (id: number): Promise<User | undefined> => live().selectAll().where('id', '=', id).executeTakeFirst(),
    findByMobile: (mobile: string): Promise<User | undefined> => live().selectAll().where('mobile', '=', mobile).executeTakeFirst(),
    /** Any account, a deleted one too (the admin screens show them). */
    findAnyById: (id: number): Promise<User | undefined> => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    create(values: NewUser, trx: Executor = db): Promise<number> {
      const searchText = searchTextOf({ ...values, email: values.email ?? null });
      return inTransaction(trx, async (trx) => {
        const id = insertedId(
          await trx
            .insertInto('users')
            .values({ ...values, search_text: searchText })
            .executeTakeFirstOrThrow(),
        );
        await writeUserTrigrams(trx, id, undefined, { text: searchText, name: values.name });
        return id;
      });
    },
    async update(id: number, values: UserUpdate, trx: Executor = db): Promise<void> {
      // Most updates (a balance floor, a password) leave the text alone and need no transaction of their own.
      if (!changesSearchText(values)) {
        await trx.updateTable('users').set(values).where('id', '=', id).execute();
        return;
      }
      await inTransaction(trx, async (trx) => {
        const change = await searchTextChange(id, values, trx);
        await trx
          .updateTable('users')
          .set({ ...values, ...(change && { search_text: change.after.text }) })
          .where('id', '=', id)
          .execute();
        if (change) await writeUserTrigrams(trx, id, change.before, change.after);
      });
    },
    /**
     * Marks a waiting account verified with the details its registration asked for; false when it was
     * verified already (another registration of the mobile won), so only one verification can apply.
     */
    markVerified(id: number, details: Pick<UserUpdate, 'name' | 'email' | 'password_hash'> | null, at: number, trx: Executor = db): Promise<boolean> {
      return inTransaction(trx, async (trx) => {
        const change = details ? await searchTextChange(id, details, trx) : undefined;
        const result = await trx
          .updateTable('users')
          .set({ ...details, ...(change && { search_text: change.after.text }), is_verified: 1, updated_at: at })
          .where('id', '=', id)
          .where('is_verified', '=', 0)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        const isVerifiedNow = Number(result.numUpdatedRows) === 1;
        if (isVerifiedNow && change) await writeUserTrigrams(trx, id, change.before, change.after);
        return isVerifiedNow;
      });
    },
    /** The balance column, which the ledger module keeps equal to the sum of the user's ledger (it alone writes it). */
    async balanceOf(userId: number): Promise<number> {
      return Number((await balance({ userId }))[0]?.balance ?? 0);
    },
    /** Live accounts, or those created at or after `createdSince`. */
    async countLive(createdSince?: number): Promise<number> {
      const row = await live()
        .$if(createdSince !== undefined, (query) => query.where('created_at', '>=', createdSince!))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Live accounts created on each Tehran day from `since`, grouped in SQL; a day without any has no row. */
    registrationsPerDay: (since: number, dialect: Dialect) =>
      live()
        .where('created_at', '>=', since)
        .select([dayNumberSql(dialect, 'created_at').as('day'), (eb) => eb.fn.countAll<number>().as('value')])
        .groupBy('day')
        .execute(),
    /**
     * Soft delete: the row stays (its ledger and payments point at it), marked deleted, its mobile
     * moved aside and replaced by a tombstone so the number can register again. The search text keeps
     * the old number, so the admin can still find the account by it. False when it was deleted already.
     */
    async softDelete(id: number, at: number, trx: Executor = db): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set((eb) => ({ deleted_mobile: eb.ref('mobile'), mobile: tombstoneOf(id), deleted_at: at, updated_at: at }))
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The admin users list: status, below-minimum and Tehran-day range filters, folded search, sorted and paged. */
    async list(request: AdminUserListRequest) {
      const isByName = request.sort.startsWith('name:');
      const search = await indexedSearchPlan(db, 'users', request.search, { isOrderedByText: isByName, isConfirmedInPage: true });
      // A term's candidates are read from their postings by name for a page sorted by name (see
      // usersInNameOrder), and counted from the users holding its rarest trigram (usersHoldingRarestTrigram).
      const walk = search?.candidates && usersInNameOrder(db, search.candidates, request.search!);
      const holding = search?.candidates && usersHoldingRarestTrigram(db, search.candidates, request.search!);
      const filtered = <Query extends SelectQueryBuilder<Database, 'users', object>>(query: Query): Query => {
        let filteredQuery = request.status === 'deleted' ? query.where('deleted_at', 'is not', null) : query.where('deleted_at', 'is', null);
        if (request.status === 'active') filteredQuery = filteredQuery.where('is_verified', '=', 1);
        if (request.status === 'unverified') filteredQuery = filteredQuery.where('is_verified', '=', 0);
        if (request.below_minimum) filteredQuery = filteredQuery.where('is_below_minimum', '=', 1);
        if (request.from) filteredQuery = filteredQuery.where('created_at', '>=', tehranDayStartOf(request.from));
        if (request.to) filteredQuery = filteredQuery.where('created_at', '<', tehranDayStartOf(request.to) + DAY_MS);
        return filteredQuery as Query;
      };
      const columns = ['id', 'name', 'mobile', 'deleted_mobile', 'email', 'balance', 'min_balance', 'is_verified', 'created_at', 'deleted_at'] as const;
      // A dense term (a short one many rows hold, one whose every trigram is common, a common name) on the
      // list of every user: its count read up to a thousand matches one row at a time, 9,500 rows for «ع» at
      // 200,000 users by the LIKE (8–10 ms on MariaDB), 1,001 postings and their users for «علی» (4 ms). The
      // users whose text starts with it are some of its matches, a range of (deleted_at, search_text)
      // (migration 029): past the cap there, the count is known (0.5 ms).
      const isDenseSearch = search && !search.ids && !search.isBounded;
      const isEveryUser = !request.status && !request.below_minimum && !request.from && !request.to;
      const startsWith = isDenseSearch && isEveryUser && startsWithSearch(db, 'users.search_text', request.search);
      const capProof = startsWith ? live().select('id').where(startsWith) : undefined;
      // 200,000 users: the count stops at the cap (see paginate) instead of scanning every match per page.
      if (walk && isByName)
        return paginate(filtered(walk.select(columns)), request, { ...USER_SORT_COLUMNS, name: 'walk.sort_key' }, 'walk.row_id', {
          countCap: LIST_COUNT_CAP,
          db,
          countQuery: holding && filtered(holding),
          capProof,
        });
      let query = filtered(db.selectFrom('users').select(columns));
      if (search) query = query.where(search.condition);
      return paginate(query, request, USER_SORT_COLUMNS, 'users.id', {
        countCap: LIST_COUNT_CAP,
        db,
        countQuery: holding && filtered(holding),
        capProof,
        // A filtered page's keys are in its order's index, and by name the text is too (migration 031); in
        // another order a searched page's rows are read to match the text anyway.
        pageByKeys: !search || isByName,
        // A few thousand candidates at most, matched once for the page and its total.
        countsInPage: search?.isBounded,
      });
    },
    /** The user's latest ledger entries, with the name of the admin who made each adjustment. */
    ledgerOf: (userId: number, limit: number) =>
      db
        .selectFrom('ledger_entries')
        .leftJoin('admins', 'admins.id', 'ledger_entries.admin_id')
        .select([
          'ledger_entries.id',
          'ledger_entries.amount',
          'ledger_entries.kind',
          'ledger_entries.reference',
          'ledger_entries.description',
          'ledger_entries.admin_id',
          'admins.name as admin_name',
          'ledger_entries.created_at',
        ])
        .where('ledger_entries.user_id', '=', userId)
        .orderBy('ledger_entries.id', 'desc')
        .limit(limit)
        .execute(),
    /** The gifts the user received, newest first: their ledger credits of kind `gift`, which carry the gift's title. */
    recentGifts: (userId: number, limit: number) => recentGifts({ userId, limit }),
    recentLedger: (userId: number, limit: number) => recentLedger({ userId, limit }),
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
