import { sql } from 'kysely';
import { insertedId, lockedForUpdate, type Db, type Executor } from '../../db';
import type { Admin } from '../../db/schema';

export function adminsRepository(db: Db) {
  return {
    findById: (id: number): Promise<Admin | undefined> => db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst(),
    findByUsername: (username: string): Promise<Admin | undefined> =>
      db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst(),
    async count(): Promise<number> {
      const row = await db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
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
      return insertedId(await db.insertInto('admins').values(values).executeTakeFirstOrThrow());
    },
    async update(id: number, values: Partial<Omit<Admin, 'id'>>, trx: Executor = db): Promise<void> {
      await trx.updateTable('admins').set(values).where('id', '=', id).execute();
    },
    async list({ search, page, perPage }: { search?: string; page: number; perPage: number }) {
      let query = db.selectFrom('admins');
      if (search) {
        // An explicit ESCAPE: SQLite's LIKE has no escape character by default, so `\_` would not match `_` there.
        const pattern = `%${search.replace(/[!%_]/g, (character) => `!${character}`)}%`;
        const like = (column: 'name' | 'username') => sql<boolean>`${sql.ref(column)} like ${pattern} escape '!'`;
        query = query.where((eb) => eb.or([like('name'), like('username')]));
      }
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('id', 'asc').limit(perPage).offset((page - 1) * perPage).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },
  };
}
