import { foldForSearch } from '../../../shared/search-text';
import { normalizeDigits } from '../../../shared/digits';
import { insertedId, lockedForUpdate, type Db, type Executor } from '../../db';
import { containsSearch, paginate } from '../../db/paginate';
import type { Gift, GiftsTable } from '../../db/schema';
import { sql, type Insertable, type SqlBool } from 'kysely';
import type { GiftListRequest, GiftUserOption } from '../../../shared/contracts/gifts.schemas';

const GIFT_SORT_COLUMNS = { created_at: 'created_at', amount: 'amount' } as const;
const GIFT_COLUMNS = [
  'id',
  'title',
  'amount',
  'audience',
  'expires_at',
  'status',
  'recipients_count',
  'total_amount',
  'audience_cutoff_id',
  'credited_through_id',
  'target_count',
  'created_by',
  'published_by',
  'created_at',
  'updated_at',
  'published_at',
] as const;
/** Rows of gift_users written per statement: well under either driver's limit on bound values. */
const INSERT_CHUNK = 500;

/** Both drivers may hand bigint columns back as strings. */
function toGift(row: Gift): Gift {
  return {
    ...row,
    id: Number(row.id),
    amount: Number(row.amount),
    expires_at: row.expires_at === null ? null : Number(row.expires_at),
    recipients_count: Number(row.recipients_count),
    total_amount: Number(row.total_amount),
    audience_cutoff_id: row.audience_cutoff_id === null ? null : Number(row.audience_cutoff_id),
    credited_through_id: Number(row.credited_through_id),
    target_count: Number(row.target_count),
    created_by: Number(row.created_by),
    published_by: row.published_by === null ? null : Number(row.published_by),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    published_at: row.published_at === null ? null : Number(row.published_at),
  };
}

/** Who may receive a gift: verified accounts that are not deleted (a waiting registration is no one's account yet). */
const liveUsers = (executor: Executor) => executor.selectFrom('users').where('deleted_at', 'is', null).where('is_verified', '=', 1);

export function giftsRepository(db: Db) {
  /** The users a gift goes to, as it stands: its audience applied to the live users. */
  const targetsOf = (gift: Pick<Gift, 'id' | 'audience'>, executor: Executor) => {
    const users = liveUsers(executor);
    if (gift.audience === 'below_minimum') return users.whereRef('balance', '<', 'min_balance');
    if (gift.audience === 'users') return users.where('id', 'in', executor.selectFrom('gift_users').select('user_id').where('gift_id', '=', gift.id));
    return users;
  };

  return {
    async findById(id: number, executor: Executor = db): Promise<Gift | undefined> {
      const row = await executor.selectFrom('gifts').select(GIFT_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toGift(row);
    },
    /** The gift, its row locked until the transaction ends: a publish, an edit and a delete of one gift queue here. */
    async lock(id: number, trx: Executor): Promise<Gift | undefined> {
      const row = await lockedForUpdate(trx, trx.selectFrom('gifts').select(GIFT_COLUMNS).where('id', '=', id)).executeTakeFirst();
      return row && toGift(row);
    },
    async create(values: Omit<Insertable<GiftsTable>, 'search_text'> & { title: string }, trx: Executor): Promise<number> {
      return insertedId(
        await trx
          .insertInto('gifts')
          .values({ ...values, search_text: foldForSearch(values.title) })
          .executeTakeFirstOrThrow(),
      );
    },
    async update(id: number, values: Partial<Omit<Gift, 'id'>>, trx: Executor): Promise<void> {
      await trx
        .updateTable('gifts')
        .set({ ...values, ...(values.title !== undefined && { search_text: foldForSearch(values.title) }) })
        .where('id', '=', id)
        .execute();
    },
    async delete(id: number, trx: Executor): Promise<void> {
      await trx.deleteFrom('gift_users').where('gift_id', '=', id).execute();
      await trx.deleteFrom('gifts').where('id', '=', id).execute();
    },
    /** Replaces a draft's chosen users. */
    async setUsers(giftId: number, userIds: readonly number[], trx: Executor): Promise<void> {
      await trx.deleteFrom('gift_users').where('gift_id', '=', giftId).execute();
      for (let start = 0; start < userIds.length; start += INSERT_CHUNK) {
        const chunk = userIds.slice(start, start + INSERT_CHUNK);
        await trx
          .insertInto('gift_users')
          .values(chunk.map((userId) => ({ gift_id: giftId, user_id: userId })))
          .execute();
      }
    },
    async chosenUserIds(giftId: number, executor: Executor = db): Promise<number[]> {
      const rows = await executor.selectFrom('gift_users').select('user_id').where('gift_id', '=', giftId).orderBy('user_id').execute();
      return rows.map((row) => Number(row.user_id));
    },
    async chosenUsers(giftId: number): Promise<GiftUserOption[]> {
      const rows = await db
        .selectFrom('gift_users')
        .innerJoin('users', 'users.id', 'gift_users.user_id')
        .select(['users.id', 'users.name', 'users.mobile'])
        .where('gift_users.gift_id', '=', giftId)
        .orderBy('users.id')
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
    /** Which of `ids` are users a gift may go to. */
    async liveUserIds(ids: readonly number[], executor: Executor = db): Promise<number[]> {
      const found: number[] = [];
      for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
        const rows = await liveUsers(executor)
          .select('id')
          .where('id', 'in', ids.slice(start, start + INSERT_CHUNK))
          .execute();
        found.push(...rows.map((row) => Number(row.id)));
      }
      return found;
    },
    /** The users a publish credits now, in id order (so two publishing transactions lock users in one order). */
    async targetIds(gift: Pick<Gift, 'id' | 'audience'>, trx: Executor): Promise<number[]> {
      const rows = await targetsOf(gift, trx).select('id').orderBy('id').execute();
      return rows.map((row) => Number(row.id));
    },
    /**
     * The next users of a publishing gift's frozen audience after `afterId`, in id order (keyset, so a
     * batch reads the primary key from where the last one ended whatever the audience's size).
     */
    async nextTargetIds(gift: Pick<Gift, 'id' | 'audience'>, range: { afterId: number; cutoffId: number; limit: number }, trx: Executor): Promise<number[]> {
      const rows = await targetsOf(gift, trx)
        .select('id')
        .where('id', '>', range.afterId)
        .where('id', '<=', range.cutoffId)
        .orderBy('id')
        .limit(range.limit)
        .execute();
      return rows.map((row) => Number(row.id));
    },
    /** The highest user id so far (0 for none): a whole audience frozen now ends there. */
    async highestUserId(trx: Executor): Promise<number> {
      const row = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },
    /** Gifts a background run is crediting (or was, when its process died). */
    async publishingIds(): Promise<number[]> {
      const rows = await db.selectFrom('gifts').select('id').where('status', '=', 'publishing').orderBy('id').execute();
      return rows.map((row) => Number(row.id));
    },
    async countTargets(gift: Pick<Gift, 'id' | 'audience'>, executor: Executor = db): Promise<number> {
      const row = await targetsOf(gift, executor)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async list(request: GiftListRequest) {
      const matches = containsSearch(['search_text'], request.search);
      let query = db.selectFrom('gifts').select(GIFT_COLUMNS);
      if (matches) query = query.where(matches);
      if (request.status) query = query.where('status', '=', request.status);
      const page = await paginate(query, request, GIFT_SORT_COLUMNS, 'id');
      return { ...page, items: page.items.map(toGift) };
    },
    /** Users to choose from: name or mobile containing the term, newest first. */
    async userOptions(search: string | undefined, limit: number): Promise<GiftUserOption[]> {
      const term = (search ?? '').trim();
      let query = liveUsers(db).select(['id', 'name', 'mobile']);
      if (term) {
        const pattern = (text: string) => `%${text.replace(/[!%_]/g, (character) => `!${character}`)}%`;
        const digits = normalizeDigits(term);
        // An explicit ESCAPE: SQLite's LIKE has none by default.
        query = query.where((eb) =>
          eb.or([
            sql<SqlBool>`name like ${pattern(term)} escape '!'`,
            ...(/^\d+$/.test(digits) ? [sql<SqlBool>`mobile like ${pattern(digits)} escape '!'`] : []),
          ]),
        );
      }
      const rows = await query.orderBy('id', 'desc').limit(limit).execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
  };
}
