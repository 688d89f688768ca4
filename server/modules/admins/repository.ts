import { foldForSearch } from '../../../shared/search-text';
import { insertedId, lockedForUpdate, type Db, type Executor } from '../../db';
import { containsSearch, paginate } from '../../db/paginate';
import type { Admin } from '../../db/schema';
import type { AdminListRequest } from '../../../shared/contracts/admins.schemas';

/** What the admins list searches: name and username, folded once on write. */
const searchTextOf = (admin: Pick<Admin, 'name' | 'username'>) => foldForSearch(`${admin.name} ${admin.username}`);

const ADMIN_SORT_COLUMNS = { id: 'id', name: 'name', username: 'username', created_at: 'created_at' } as const;

export function adminsRepository(db: Db) {
  return {
    findById: (id: number): Promise<Admin | undefined> => db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst(),
    findByUsername: (username: string): Promise<Admin | undefined> => db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst(),
    async count(): Promise<number> {
      const row = await db
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    /**
     * How many active super admins there are, their rows locked until the transaction ends: two
     * transactions that each demote one of the last two queue here, and the second counts one.
     */
    async lockActiveSupers(trx: Executor): Promise<number> {
      const rows = await lockedForUpdate(trx, trx.selectFrom('admins').select('id').where('is_super', '=', 1).where('is_active', '=', 1)).execute();
      return rows.length;
    },
    async create(values: Omit<Admin, 'id'>): Promise<number> {
      return insertedId(
        await db
          .insertInto('admins')
          .values({ ...values, search_text: searchTextOf(values) })
          .executeTakeFirstOrThrow(),
      );
    },
    async update(id: number, values: Partial<Omit<Admin, 'id'>>, trx: Executor = db): Promise<void> {
      let searchText: string | undefined;
      if (values.name !== undefined || values.username !== undefined) {
        const current = await trx.selectFrom('admins').select(['name', 'username']).where('id', '=', id).executeTakeFirst();
        if (current) searchText = searchTextOf({ ...current, ...values });
      }
      await trx
        .updateTable('admins')
        .set({ ...values, ...(searchText !== undefined && { search_text: searchText }) })
        .where('id', '=', id)
        .execute();
    },
    list(request: AdminListRequest) {
      const matches = containsSearch(['search_text'], request.search);
      const query = db.selectFrom('admins').selectAll();
      return paginate(matches ? query.where(matches) : query, request, ADMIN_SORT_COLUMNS, 'id');
    },
  };
}
