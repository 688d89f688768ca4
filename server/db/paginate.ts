import { MysqlAdapter, sql, type Expression, type Kysely, type QueryExecutorProvider, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from './schema';
import { foldForSearch } from '../../shared/search-text';
import type { SortOption } from '../http/list-query';

export interface PageRequest<Field extends string> {
  page: number;
  per_page: number;
  sort: SortOption<Field>;
}

/**
 * One page of `query`'s rows in the requested order and how many rows it has in all: what every list
 * route answers. `columns` maps each sort field the list allows to the column it orders by; rows that
 * tie are ordered by `tieBreaker` so a row never shows on two pages.
 *
 * `countCap` (for lists over tables of a million rows): counting every match costs a scan of all of
 * them on every page, far more than the page itself. With a cap the count stops at the larger of the
 * cap and ten pages past this one: `total` is exact below it, and otherwise that many with
 * `total_capped: true` (the pager says "more than"), so the pager can always go ten pages on. The capped
 * count is counted in the database (`db` runs it), not by handing the rows over: a thousand rows as
 * objects took 1.4–2.5 ms of a payments list call whose page took 0.2 ms (SQLite, a million payments).
 * `countQuery`, when given, counts the same rows as `query` along another way (see the users list).
 * `capProof`, when given, holds some of the rows the count counts, read through an index: when more
 * than the cap of them are found, the count is capped without counting the rest (see the users list).
 *
 * `countsInPage` (for a query that holds a few thousand rows at most, or whose page reads every row it
 * holds anyway: a search's bounded candidates, or a subquery of more, see indexedSearchPlan) reads the
 * total in the page's own statement (`count(*) over ()`), and the page by its rows, not its keys, so
 * the rows are read and matched once: a page and a count beside it each read the candidates and ran the LIKE
 * over them («رضا احمدی» at 200,000 users, 1,471 candidates: 4.0 ms to confirm, then 3.5 for the page
 * beside 2.2 for the count, on MariaDB; the users list's call then took 9.1–9.7 ms at the median newest
 * first, 6.2–6.4 in one statement, and on SQLite 3.0 against 1.7). A page past the last row holds no
 * total, so it is counted apart.
 *
 * `pageByKeys` reads the page's keys first (`tieBreaker`, which must be unique), in the list's order,
 * then only those rows. Where the order's index holds every column the filters name, the keys come from
 * the index alone: MariaDB may walk such an index by its first column and read each row before the
 * filter rejects it (the users in a past day range, newest first, one `deleted_at is null` ref:
 * 68 ms at 200,000 users, 0.4 ms by the keys).
 */
/** The count cap of the lists over big tables (users, payments, support tickets, the audit log): "more than 1,000" past it. */
export const LIST_COUNT_CAP = 1_000;

export async function paginate<DB, TB extends keyof DB, O, Field extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest<Field>,
  columns: Record<Field, string>,
  tieBreaker: string,
  options:
    | {
        countCap: number;
        db: QueryExecutorProvider;
        countQuery?: SelectQueryBuilder<DB, keyof DB, unknown>;
        capProof?: SelectQueryBuilder<DB, keyof DB, unknown>;
        pageByKeys?: boolean;
        countsInPage?: boolean;
      }
    | { countCap?: undefined; pageByKeys?: undefined; countsInPage?: boolean } = {},
): Promise<{ items: O[]; total: number; total_capped?: true; page: number; per_page: number }> {
  const [field, direction] = request.sort.split(':') as [Field, 'asc' | 'desc'];
  const inOrder = <Selected>(ordered: SelectQueryBuilder<DB, TB, Selected>) =>
    ordered.orderBy(sql.ref(columns[field]), direction).orderBy(sql.ref(tieBreaker), direction);
  const onePage = <Selected>(paged: SelectQueryBuilder<DB, TB, Selected>) =>
    inOrder(paged)
      .limit(request.per_page)
      .offset((request.page - 1) * request.per_page);
  const pageKeys = options.pageByKeys && onePage(query.clearSelect().select(sql.ref(tieBreaker).as('page_key')));
  // The keys passed the filters already: the rows are read by key alone, which no plan can take for a scan.
  const keyed = pageKeys && inOrder(query.clearWhere().where(sql<SqlBool>`${sql.ref(tieBreaker)} in (select page_key from (${pageKeys}) as page)`));
  if (options.countCap !== undefined) {
    const cap = Math.max(options.countCap, (request.page + 10) * request.per_page);
    const { db, capProof } = options;
    const countedUpToCap = async (counted: SelectQueryBuilder<DB, keyof DB, unknown>) => {
      const capped = counted
        .clearSelect()
        .select(sql<number>`1`.as('one'))
        .limit(cap + 1);
      const { rows } = await sql<{ total: number | string }>`select count(*) as total from (${capped}) as capped`.execute(db);
      return Number(rows[0]?.total ?? 0);
    };
    const count = async () => {
      if (capProof && (await countedUpToCap(capProof)) > cap) return cap + 1;
      return countedUpToCap(options.countQuery ?? query);
    };
    const [items, matches] = options.countsInPage
      ? await pageWithTotal(onePage(query), request.page, count)
      : await Promise.all([(keyed || onePage(query)).execute(), count()]);
    if (matches > cap) return { items, total: cap, total_capped: true, page: request.page, per_page: request.per_page };
    return { items, total: matches, page: request.page, per_page: request.per_page };
  }
  const count = async () => {
    const counted = (await query
      .clearSelect()
      .select(sql<number>`count(*)`.as('total'))
      .executeTakeFirst()) as { total: number | string } | undefined;
    return Number(counted?.total ?? 0);
  };
  const [items, total] = options.countsInPage
    ? await pageWithTotal(onePage(query), request.page, count)
    : await Promise.all([(keyed || onePage(query)).execute(), count()]);
  return { items, total, page: request.page, per_page: request.per_page };
}

/** A page's rows and the total of the query they are paged from, read in one statement (countsInPage); `count` counts a page past the last row. */
async function pageWithTotal<DB, TB extends keyof DB, O>(
  page: SelectQueryBuilder<DB, TB, O>,
  pageNumber: number,
  count: () => Promise<number>,
): Promise<[O[], number]> {
  const rows = (await page.select(sql<number | string>`count(*) over ()`.as('list_total')).execute()) as (O & { list_total: number | string })[];
  if (!rows.length) return [[], pageNumber === 1 ? 0 : await count()];
  const total = Number(rows[0]!.list_total);
  return [rows.map(({ list_total: _total, ...item }) => item as O), total];
}

/**
 * A condition that `column` (folded text) starts with the folded term: some of containsSearch's matches,
 * read as a range of an index whose columns before it are fixed; undefined when there is nothing to
 * search for (startsWithTerm).
 */
export function startsWithSearch(db: Kysely<Database>, column: string, search: string | undefined): SearchCondition | undefined {
  const term = foldForSearch(search ?? '');
  if (!term) return undefined;
  const condition = startsWithTerm(db, column, term);
  return () => condition;
}

/**
 * The condition that `column` starts with `term`, exactly, written as a range its index reads. MariaDB
 * reads a LIKE with a fixed start as one, under the column's collation. SQLite's LIKE reads no index but
 * a NOCASE one, so there the range is written out: from the term up to the term with its last code
 * point raised by one, which every text starting with it sorts below (bytes of UTF-8 sort as their code
 * points do).
 */
export function startsWithTerm(db: Kysely<Database>, column: string, term: string): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  if (db.getExecutor().adapter instanceof MysqlAdapter)
    return sql<SqlBool>`${ref} like ${`${term.replace(/[!%_]/g, (character) => `!${character}`)}%`} escape '!'`;
  const characters = Array.from(term);
  const last = characters.pop()!.codePointAt(0)!;
  // Past the last code point nothing sorts above: the start is compared as it is.
  if (last === 0x10ffff) return sql<SqlBool>`substr(${ref}, 1, ${characters.length + 1}) = ${term}`;
  const above = `${characters.join('')}${String.fromCodePoint(last + 1)}`;
  return sql<SqlBool>`${ref} >= ${term} and ${ref} < ${above}`;
}

/** A search's where-condition, built from whichever expression builder the query hands it. */
export type SearchCondition = (eb: {
  and: (conditions: Expression<SqlBool>[]) => Expression<SqlBool>;
  or: (conditions: Expression<SqlBool>[]) => Expression<SqlBool>;
}) => Expression<SqlBool>;

/**
 * A condition that any of `columns` (each holding already folded text, see shared/search-text.ts) contains
 * the folded search term, `%` and `_` taken literally; undefined when there is nothing to search for.
 * The big lists' tables have an index that serves it (server/db/search-index.ts).
 */
export function containsSearch(columns: readonly string[], search: string | undefined): SearchCondition | undefined {
  const term = foldForSearch(search ?? '');
  if (!term) return undefined;
  // An explicit ESCAPE: SQLite's LIKE has no escape character by default, so `\_` would not match `_` there.
  const pattern = `%${term.replace(/[!%_]/g, (character) => `!${character}`)}%`;
  return (eb) => eb.or(columns.map((column) => sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '!'`));
}
