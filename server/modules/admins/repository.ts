import { insertedId, type Db } from '../../db';
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
    async create(values: Omit<Admin, 'id'>): Promise<number> {
      return insertedId(await db.insertInto('admins').values(values).executeTakeFirstOrThrow());
    },
  };
}
