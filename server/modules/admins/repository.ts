import { foldForSearch } from '../../../shared/search-text';
import { insertedId, inTransaction, lockedForUpdate, type Db, type Executor } from '../../db';
import { paginate } from '../../db/paginate';
import { indexedSearch, writeSearchTrigrams } from '../../db/search-index';
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
    create(values: Omit<Admin, 'id'>): Promise<number> {
      const searchText = searchTextOf(values);
      return inTransaction(db, async (trx) => {
        const id = insertedId(
          await trx
            .insertInto('admins')
            .values({ ...values, search_text: searchText })
            .executeTakeFirstOrThrow(),
        );
        await writeSearchTrigrams(trx, 'admins', id, '', searchText);
        return id;
      });
    },
    async update(id: number, values: Partial<Omit<Admin, 'id'>>, trx: Executor = db): Promise<void> {
      // Most updates (a permission, a password, the avatar) leave the text alone and need no transaction of their own.
      if (values.name === undefined && values.username === undefined) {
        await trx.updateTable('admins').set(values).where('id', '=', id).execute();
        return;
      }
      await inTransaction(trx, async (trx) => {
        const current = await trx.selectFrom('admins').select(['name', 'username', 'search_text']).where('id', '=', id).executeTakeFirst();
        const searchText = current && searchTextOf({ name: values.name ?? current.name, username: values.username ?? current.username });
        await trx
          .updateTable('admins')
          .set({ ...values, ...(searchText !== undefined && { search_text: searchText }) })
          .where('id', '=', id)
          .execute();
        if (current && searchText !== undefined) await writeSearchTrigrams(trx, 'admins', id, current.search_text, searchText);
      });
    },
    async list(request: AdminListRequest) {
      const matches = await indexedSearch(db, 'admins', request.search, {
        isOrderedByText: request.sort.startsWith('name:') || request.sort.startsWith('username:'),
      });
      const query = db.selectFrom('admins').selectAll();
      return paginate(matches ? query.where(matches) : query, request, ADMIN_SORT_COLUMNS, 'id');
    },
  };
}
