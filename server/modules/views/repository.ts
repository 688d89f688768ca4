import type { Insertable } from 'kysely';
import { sql, type SqlBool } from 'kysely';
import { dayNumberSql, type Db, type Dialect } from '../../db';
import { DAY_MS, tehranDayStartOf } from '../../../shared/tehran-time';
import { containsSearch, LIST_COUNT_CAP, paginate } from '../../db/paginate';
import type { PageViewsTable } from '../../db/schema';
import type { ViewChartRequest, ViewListRequest } from '../../../shared/contracts/views.schemas';

const SORT_COLUMNS = { created_at: 'page_views.created_at' } as const;

type ViewFilters = Pick<ViewListRequest, 'path' | 'user_id' | 'kind' | 'from' | 'to'>;

export function viewsRepository(db: Db, dialect: Dialect) {
  /** The views the filters select: a path and everything under it, a user, a kind, whole Tehran days. */
  function filtered(filters: ViewFilters) {
    let query = db.selectFrom('page_views');
    if (filters.path) {
      const prefix = filters.path.replace(/[!%_]/g, (character) => `!${character}`);
      query = query.where((eb) =>
        eb.or([eb('page_views.path', '=', filters.path!), sql<SqlBool>`page_views.path like ${`${prefix.replace(/\/$/, '')}/%`} escape '!'`]),
      );
    }
    if (filters.user_id !== undefined) query = query.where('page_views.user_id', '=', filters.user_id);
    if (filters.kind) query = query.where('page_views.kind', '=', filters.kind);
    if (filters.from) query = query.where('page_views.created_at', '>=', tehranDayStartOf(filters.from));
    if (filters.to) query = query.where('page_views.created_at', '<', tehranDayStartOf(filters.to) + DAY_MS);
    return query;
  }

  return {
    /** A row whose `visit_key` is taken already (a repeat view, from any instance) is left out. */
    async insertMany(rows: readonly Insertable<PageViewsTable>[]): Promise<void> {
      if (rows.length === 0) return;
      const insert = db.insertInto('page_views').values(rows);
      await (
        dialect === 'mysql'
          ? insert.onDuplicateKeyUpdate({ visit_key: (eb) => eb.ref('page_views.visit_key') })
          : insert.onConflict((conflict) => conflict.column('visit_key').doNothing())
      ).execute();
    },
    /** Deletes up to `limit` of the oldest rows from before `before`; answers how many went. */
    async deleteOlderThan(before: number, limit: number): Promise<number> {
      const rows = await db.selectFrom('page_views').select('id').where('created_at', '<', before).orderBy('created_at').limit(limit).execute();
      if (rows.length === 0) return 0;
      const result = await db
        .deleteFrom('page_views')
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Searched by the viewer's name or mobile, or the path; the count stops at LIST_COUNT_CAP (the table only grows). */
    async list(request: ViewListRequest) {
      let query = filtered(request)
        .leftJoin('users', 'users.id', 'page_views.user_id')
        .select([
          'page_views.id',
          'page_views.kind',
          'page_views.path',
          'page_views.video_id',
          'page_views.user_id',
          'users.name as user_name',
          'page_views.ip',
          'page_views.user_agent',
          'page_views.referrer',
          'page_views.created_at',
        ]);
      const matches = containsSearch(['users.search_text', 'page_views.path'], request.search);
      if (matches) query = query.where(matches);
      const page = await paginate(query, request, SORT_COLUMNS, 'page_views.id', { countCap: LIST_COUNT_CAP, db });
      return {
        ...page,
        items: page.items.map((row) => ({
          ...row,
          id: Number(row.id),
          video_id: row.video_id === null ? null : Number(row.video_id),
          user_id: row.user_id === null ? null : Number(row.user_id),
          created_at: Number(row.created_at),
        })),
      };
    },
    /** Views per Tehran day number from `since` (inclusive) to `until` (exclusive), the filters applied. */
    perDay: (filters: Omit<ViewChartRequest, 'from' | 'to'>, since: number, until: number) =>
      filtered(filters)
        .where('page_views.created_at', '>=', since)
        .where('page_views.created_at', '<', until)
        .select([dayNumberSql(dialect, 'page_views.created_at').as('day'), (eb) => eb.fn.countAll<number>().as('value')])
        .groupBy('day')
        .execute(),
    async countSince(since: number): Promise<number> {
      const row = await db
        .selectFrom('page_views')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>=', since)
        .where('kind', '=', 'page')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
