import type { Insertable } from 'kysely';
import type { Db } from '../../server/db';
import type { Database } from '../../server/db/schema';

/** Rows written straight to `table` in statements of 500 (below SQLite's parameter limit for any table here). */
export async function insertInChunks<Table extends keyof Database & string>(db: Db, table: Table, rows: readonly Insertable<Database[Table]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500) as Insertable<Database[Table]>[])
      .execute();
}
