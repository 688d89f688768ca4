import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { foldForSearch } from '../../shared/search-text';
import { containsSearch, startsWithTerm, type SearchCondition } from './paginate';
import type { Database } from './schema';

/**
 * A trigram index of the folded `search_text` of the searched lists' tables, so a substring search reads
 * the rows holding the term's rarest trigrams instead of every row (a full scan, 0.15–0.27 s at
 * 200,000 users). Each table has its own `<table>_search_trigrams`: one row per distinct three
 * characters of a row's text, keyed (trigram, row_id). A row containing the term contains each of its
 * trigrams, so the candidates include every match, and the same LIKE as before confirms them: the
 * results are exactly those of the plain substring search.
 *
 * The same table holds each row's last two characters and its last one (migration 030, tailsOf): every
 * place a term of one or two characters sits in a text then starts a key, three characters long or
 * shorter at the text's end, so the keys starting with the term hold every row containing it
 * (shortTermCandidates). Before, a letter no row held was looked for in every row, twice (the page and
 * its count: «ژ» at 200,000 users, 70 ms on SQLite and 220 on MariaDB).
 *
 * MariaDB compares the trigram column under the same collation as `search_text` (the database's):
 * trigrams its LIKE would take as equal are equal there too, so the index never drops a row its LIKE
 * would find. Two trigrams of one row that the collation takes as equal are one key: writes ignore
 * the second.
 */
export const SEARCH_INDEXED_TABLES = ['users', 'payments', 'admins', 'support_tickets', 'videos', 'audit_log'] as const;
export type SearchIndexedTable = (typeof SEARCH_INDEXED_TABLES)[number];

export const trigramTableOf = (table: SearchIndexedTable) => `${table}_search_trigrams` as const;

/**
 * The column a table's index is of: its folded `search_text`, or the audit log's address (`ip`, which the
 * log stores as the request gave it: its trigrams are of the folded address, and the same LIKE as
 * before confirms them).
 */
export const searchedColumnOf = (table: SearchIndexedTable) => (table === 'audit_log' ? 'ip' : 'search_text');

/**
 * The users' postings once more, each with the user's name (`sort_key`), keyed (trigram, sort_key, row_id)
 * (migration 025): the users list sorted by name reads a term's candidates in the list's order and
 * stops once a page of them is confirmed, instead of confirming and sorting every one (a common first
 * name: 12,500 at 200,000 users). See indexedSearchPlan.
 */
export const USERS_BY_NAME_TRIGRAMS = 'users_search_trigrams_by_name';

/**
 * The users' runs of four characters, keyed (gram, row_id) (migration 028), read before their trigrams
 * for a term of four characters or more (rarestQuadgram). The seed's full names are made of common
 * parts: «رضا احمدی» at 200,000 users has no trigram in fewer than 5,884 rows, and its 736 matches were
 * found by probing two more trigrams for each of them, 8,800 key lookups (9 ms on MariaDB). Its rarest
 * four characters («ضا ا») are in 1,471 rows, which the LIKE confirms directly (3 ms). A row holding
 * the term holds each of its runs of four as it does of three, so the candidates include every match
 * and the LIKE confirms them as before.
 */
export const USERS_QUADGRAMS = 'users_search_quadgrams';

/**
 * Past this many rows holding even the rarest of the term's trigrams (one in ten at 200,000 users), the
 * matches are likely so dense that the plain LIKE's scan meets a page of them and the list's count cap
 * within a few thousand rows, in whatever order it walks; reading and confirming every candidate costs
 * about 2 µs each (SQLite, 200,000 users). Below it the index wins: a scan in name order may walk most of
 * the table before the first match of a name that sorts late.
 */
const SELECTIVE_POSTINGS = 20_000;
/**
 * Past this many rows holding the rarest trigram (one in twenty at 200,000 users), a list in an order
 * unrelated to the text (time, balance, amount) meets the matches evenly: its scan reaches a page and
 * the count cap within some 20,000 rows, cheaper than confirming every candidate (SQLite, 200,000 users:
 * a common name newest first 4.5 ms by the scan, 29 ms by the index). In the text's own order (name) a
 * common name's matches sit together, possibly late (the same name by name: 195 ms against 25 ms).
 */
const DENSE_POSTINGS = 10_000;
/**
 * In a smaller table the same share of rows is fewer of them, and the scan's cost falls with the table
 * while the candidates' does not: the scan reads about a count cap's worth of rows divided by the
 * matches' share (cap × rows ÷ postings), the candidates about `postings` rows, each looked up once per
 * trigram. They cost the same near √(DENSE_SCAN_FACTOR × rows) postings: 10,000 at 200,000 rows, 5,000
 * at 50,000 (the admin's tickets: a common subject word's 8,333 candidates took 26 ms on SQLite and
 * 160 ms on MariaDB for the page, read and sorted whole; the scan newest first meets 20 in some 120 rows).
 */
const DENSE_SCAN_FACTOR = 500;
/** The first, cheap cap of counting a trigram's rows (see rarestTrigrams). */
const FIRST_COUNT_CAP = 2_000;
/** Trigrams after the rarest that candidates must also hold: two narrow the candidates enough; the LIKE does the rest. */
const PROBED_TRIGRAMS = 2;
/**
 * Up to this many candidates (rows holding the rarest trigram and the probed ones), a term whose rarest
 * trigram is in more rows than FIRST_COUNT_CAP still has its matches read and confirmed once, so the
 * page and the count read a list of ids: «رضا احمدی» at 200,000 users has 5,884 rows with its rarest
 * trigram but 736 candidates, and each of the page and the count rejoined the trigrams and re-ran the
 * LIKE over them (on MariaDB some 5 µs a row looked up).
 */
const LISTED_CANDIDATES = 2_000;
/** How many rows' texts the backfill reads and indexes at a time. */
const BACKFILL_BATCH = 1_000;
/** About how many postings the backfill of the users' postings by name writes at a time. */
const BACKFILL_POSTINGS = 50_000;

/** The distinct runs of `length` characters (code points, as both databases count them) of already folded text. */
function gramsOf(folded: string, length: number): string[] {
  const characters = Array.from(folded);
  const grams = new Set<string>();
  for (let i = 0; i + length <= characters.length; i++) grams.add(characters.slice(i, i + length).join(''));
  return [...grams];
}

/** The distinct runs of three characters of already folded text. */
export const trigramsOf = (folded: string) => gramsOf(folded, 3);
/** The last two characters of already folded text and its last one: the keys that end a text before three characters do. */
export function tailsOf(folded: string): string[] {
  const characters = Array.from(folded);
  return [...new Set([characters.slice(-2).join(''), characters.slice(-1).join('')])].filter(Boolean);
}
/** What a row's text is keyed by in its table's trigram index: its trigrams and its tails. */
const searchKeysOf = (folded: string) => [...new Set([...trigramsOf(folded), ...tailsOf(folded)])];
/** The distinct runs of four characters of already folded text (USERS_QUADGRAMS). */
export const quadgramsOf = (folded: string) => gramsOf(folded, 4);

/**
 * Keeps a row's trigrams in step with its search text, in the transaction that writes the text:
 * `before` is the text it had ('' for a new row). All of the old trigrams go and all of the new come,
 * rather than the difference: on MariaDB one stored key may stand for two trigrams its collation
 * takes as equal, and deleting it for one that went would lose the one that stayed.
 */
export async function writeSearchTrigrams(executor: Kysely<Database>, table: SearchIndexedTable, rowId: number, before: string, after: string): Promise<void> {
  if (before === after) return;
  const trigramTable = trigramTableOf(table);
  const gone = searchKeysOf(before);
  const added = searchKeysOf(after);
  if (gone.length) await executor.deleteFrom(trigramTable).where('row_id', '=', rowId).where('trigram', 'in', gone).execute();
  if (added.length)
    await executor
      .insertInto(trigramTable)
      .values(added.map((trigram) => ({ trigram, row_id: rowId })))
      .ignore()
      .execute();
  if (table === 'users') await writeUsersQuadgrams(executor, rowId, before, after);
}

/** The users' runs of four characters (USERS_QUADGRAMS) in step with their text, as writeSearchTrigrams keeps their trigrams. */
async function writeUsersQuadgrams(executor: Kysely<Database>, rowId: number, before: string, after: string): Promise<void> {
  const gone = quadgramsOf(before);
  const added = quadgramsOf(after);
  if (gone.length) await executor.deleteFrom(USERS_QUADGRAMS).where('row_id', '=', rowId).where('gram', 'in', gone).execute();
  if (added.length)
    await executor
      .insertInto(USERS_QUADGRAMS)
      .values(added.map((gram) => ({ gram, row_id: rowId })))
      .ignore()
      .execute();
}

/**
 * Indexes the search text of every row of `table` (the migration that adds the index, and the bench's
 * seed, which writes rows past the repositories), a batch of rows at a time by id. `keysOf` says which
 * keys: a row's trigrams and tails, as the repositories write them; the migrations before 030 wrote
 * the trigrams alone, and 030 the tails.
 */
export async function backfillSearchTrigrams(db: Kysely<Database>, table: SearchIndexedTable, keysOf = searchKeysOf): Promise<void> {
  await backfillPostings(db, table, keysOf, (postings) =>
    db
      .insertInto(trigramTableOf(table))
      .values(postings.map(({ gram, row_id }) => ({ trigram: gram, row_id })))
      .ignore()
      .execute(),
  );
}

/** Indexes every user's runs of four characters (USERS_QUADGRAMS), as backfillSearchTrigrams their trigrams. */
export async function backfillUsersQuadgrams(db: Kysely<Database>): Promise<void> {
  await backfillPostings(db, 'users', quadgramsOf, (postings) => db.insertInto(USERS_QUADGRAMS).values(postings).ignore().execute());
}

/** Reads `table`'s texts a batch of rows at a time by id and hands `insert` each batch's grams, in key order. */
async function backfillPostings(
  db: Kysely<Database>,
  table: SearchIndexedTable,
  gramsOfText: (folded: string) => string[],
  insert: (postings: { gram: string; row_id: number }[]) => Promise<unknown>,
): Promise<void> {
  const text = sql<string | null>`${sql.ref(searchedColumnOf(table))}`.as('text');
  for (let afterId = 0; ;) {
    const rows = await db.selectFrom(table).select(['id', text]).where('id', '>', afterId).orderBy('id').limit(BACKFILL_BATCH).execute();
    if (!rows.length) return;
    // Folded again: a search_text is already (folding is idempotent), the audit log's address is not.
    const postings = rows.flatMap((row) => gramsOfText(foldForSearch(row.text ?? '')).map((gram) => ({ gram, row_id: Number(row.id) })));
    // Ordered by key, so the inserts land together in the index's pages; chunked below SQLite's 32,766 parameters.
    postings.sort((a, b) => (a.gram < b.gram ? -1 : a.gram > b.gram ? 1 : a.row_id - b.row_id));
    for (let i = 0; i < postings.length; i += 10_000) await insert(postings.slice(i, i + 10_000));
    afterId = Number(rows[rows.length - 1]!.id);
  }
}

/**
 * Gives every user's postings their name (USERS_BY_NAME_TRIGRAMS), from the users' trigram index (which
 * must be complete: after backfillSearchTrigrams) joined to their names, a range of trigrams of some
 * BACKFILL_POSTINGS postings at a time, each written in key order: the table grows at its end. Built
 * from the users a thousand at a time instead, every batch wrote into every trigram's range of the
 * b-tree (SQLite, 200,000 users under load: over four minutes).
 */
export async function backfillUsersByNameTrigrams(db: Kysely<Database>): Promise<void> {
  const source = sql.table(trigramTableOf('users'));
  for (let after: string | undefined; ;) {
    // The trigram BACKFILL_POSTINGS postings on: this batch takes every posting of it and of those before.
    const { rows } = await sql<{
      trigram: string;
    }>`select trigram from ${source} ${after === undefined ? sql`` : sql`where trigram > ${after}`} order by trigram limit 1 offset ${BACKFILL_POSTINGS}`.execute(
      db,
    );
    const upTo = rows[0]?.trigram;
    await sql`insert into ${sql.table(USERS_BY_NAME_TRIGRAMS)} (trigram, sort_key, row_id)
      select postings.trigram, users.name, postings.row_id from ${source} as postings cross join users on users.id = postings.row_id
      where ${sql.join([...(after === undefined ? [] : [sql`postings.trigram > ${after}`]), ...(upTo === undefined ? [] : [sql`postings.trigram <= ${upTo}`]), sql`1 = 1`], sql` and `)}
      order by postings.trigram, users.name, postings.row_id`.execute(db);
    if (upTo === undefined) return;
    after = upTo;
  }
}

/** A user's search text and name, which their postings by name hold. */
export interface NamedSearchText {
  text: string;
  name: string;
}

/**
 * Keeps a user's postings by name (USERS_BY_NAME_TRIGRAMS) in step with their search text and their
 * name, in the transaction that writes them; `before` is undefined for a new user. A name can change
 * while the folded text does not (ي written as ی: the same text, another order on SQLite), so either
 * change rewrites them.
 */
export async function writeUsersByNameTrigrams(
  executor: Kysely<Database>,
  rowId: number,
  before: NamedSearchText | undefined,
  after: NamedSearchText,
): Promise<void> {
  if (before && before.text === after.text && before.name === after.name) return;
  const gone = before ? trigramsOf(before.text) : [];
  const added = trigramsOf(after.text);
  if (gone.length)
    await executor.deleteFrom(USERS_BY_NAME_TRIGRAMS).where('row_id', '=', rowId).where('sort_key', '=', before!.name).where('trigram', 'in', gone).execute();
  if (added.length)
    await executor
      .insertInto(USERS_BY_NAME_TRIGRAMS)
      .values(added.map((trigram) => ({ trigram, sort_key: after.name, row_id: rowId })))
      .ignore()
      .execute();
}

/** How long a kept count is taken as known (see keptCounts). */
const COUNT_KEPT_MS = 10 * 60_000;
/** How many counts a database's tables keep at most: a few hundred trigrams are common in 200,000 users' names. */
const COUNTS_KEPT = 4_096;

/**
 * Counts of a database's rows kept for a while, per database: the postings of trigrams found in more
 * than FIRST_COUNT_CAP rows (keyed by table and trigram; the users' runs of four by USERS_QUADGRAMS and
 * the run; short terms by table and term, see shortTermCandidates), and each table's rows as isDense
 * counts them (keyed by the table alone). Counting a trigram costs up to its cap (some 0.4 ms at
 * 200,000 users, seven of them for a full name whose every trigram is common), and a table's few
 * hundred common trigrams come back in term after term (« اح», «ی »). A count chooses only the plan:
 * every candidate is confirmed by the LIKE, so a count grown stale (at most COUNT_KEPT_MS, or another
 * instance's) changes how fast a search is, never what it finds. Not the visitor's: counts of the
 * database's rows. A count that stopped at its cap is kept as what it is, "at least".
 */
const keptCounts = new WeakMap<Kysely<Database>, Map<string, KeptCount>>();

interface KeptCount {
  count: number;
  isAtLeast: boolean;
  countedAt: number;
}

const trigramKey = (table: SearchIndexedTable, trigram: string) => `${table} ${trigram}`;

function knownCount(db: Kysely<Database>, key: string): KeptCount | undefined {
  const counts = keptCounts.get(db);
  const known = counts?.get(key);
  if (!known) return undefined;
  if (Date.now() - known.countedAt <= COUNT_KEPT_MS) return known;
  counts!.delete(key);
  return undefined;
}

function rememberCount(db: Kysely<Database>, key: string, count: number, isAtLeast = false): void {
  let counts = keptCounts.get(db);
  if (!counts) keptCounts.set(db, (counts = new Map()));
  counts.delete(key);
  counts.set(key, { count, isAtLeast, countedAt: Date.now() });
  // A Map iterates in insertion order: the first key is the longest unrefreshed.
  if (counts.size > COUNTS_KEPT) counts.delete(counts.keys().next().value!);
}

const rarestFirst = <Counted extends { postings: number }>(counted: Counted[]) => counted.sort((a, b) => a.postings - b.postings);

/**
 * How many rows of `postings` hold each of `grams` (in its column `column`), each counted up to
 * FIRST_COUNT_CAP + 1 rows, in one query.
 */
async function firstCountsOf(
  db: Kysely<Database>,
  postings: string,
  column: string,
  grams: readonly string[],
): Promise<{ trigram: string; postings: number }[]> {
  if (!grams.length) return [];
  const countedUpTo = (gram: string, position: number) =>
    sql`select ${sql.lit(position)} as position, count(*) as postings from (select 1 as hit from ${sql.table(postings)} where ${sql.ref(column)} = ${gram} limit ${sql.lit(FIRST_COUNT_CAP + 1)}) as hits`;
  const { rows } = await sql<{ position: number; postings: number | string }>`${sql.join(grams.map(countedUpTo), sql` union all `)}`.execute(db);
  return rows.map((row) => ({ trigram: grams[Number(row.position)]!, postings: Number(row.postings) }));
}

/**
 * The term's run of four characters (USERS_QUADGRAMS) the fewest users hold, when at most FIRST_COUNT_CAP
 * do; undefined otherwise, or when the term is shorter than four. Runs found past the cap are kept as
 * "at least" (keptCounts), so a common term is not counted again.
 */
async function rarestQuadgram(db: Kysely<Database>, folded: string): Promise<string | undefined> {
  const grams = quadgramsOf(folded);
  const keyOf = (gram: string) => `${USERS_QUADGRAMS} ${gram}`;
  const known = grams.flatMap((gram) => {
    const count = knownCount(db, keyOf(gram));
    return count ? [{ trigram: gram, postings: count.count }] : [];
  });
  const counted = await firstCountsOf(
    db,
    USERS_QUADGRAMS,
    'gram',
    grams.filter((gram) => !known.some((count) => count.trigram === gram)),
  );
  for (const count of counted) if (count.postings > FIRST_COUNT_CAP) rememberCount(db, keyOf(count.trigram), count.postings, true);
  const [rarest] = rarestFirst([...counted, ...known]);
  return rarest && rarest.postings <= FIRST_COUNT_CAP ? rarest.trigram : undefined;
}

/**
 * The term's trigrams with how many rows hold each, rarest first; undefined when every one is held by
 * more than SELECTIVE_POSTINGS rows. Counting stops at a cap, so a common trigram costs no more than
 * that (some 0.05 µs a row on SQLite, 0.2 µs on MariaDB): first a low one for all of them in one query,
 * which a term with one uncommon trigram (a mobile's tail, a surname) passes; when none passes, one at a
 * time up to the fewest rows counted so far, since a trigram past that cannot be the rarest (a full
 * name's seven trigrams read 62,000 rows this way at 200,000 users, 102,000 when each was counted up
 * to the density limit). A count at that cap means "at least as many", which sorts it after the rarest.
 * Common trigrams counted before are not counted again (keptCounts) where what is known settles it.
 */
async function rarestTrigrams(
  db: Kysely<Database>,
  table: SearchIndexedTable,
  trigrams: readonly string[],
): Promise<{ trigram: string; postings: number }[] | undefined> {
  const trigramTable = sql.table(trigramTableOf(table));
  const known = new Map(
    trigrams.flatMap((trigram) => {
      const count = knownCount(db, trigramKey(table, trigram));
      return count ? [[trigram, count] as const] : [];
    }),
  );
  const unknown = trigrams.filter((trigram) => !known.has(trigram));
  const firstCounts = rarestFirst([
    ...(await firstCountsOf(db, trigramTableOf(table), 'trigram', unknown)),
    ...[...known].map(([trigram, count]) => ({ trigram, postings: count.count })),
  ]);
  if (firstCounts[0]!.postings <= FIRST_COUNT_CAP) return firstCounts;
  // The exact counts known first: the fewest of them caps the counts of the others.
  const exact = [...known].filter(([, count]) => !count.isAtLeast).map(([trigram, count]) => ({ trigram, postings: count.count }));
  let fewest = Math.min(SELECTIVE_POSTINGS, ...exact.map((count) => count.postings));
  const counted = [...exact];
  for (const trigram of trigrams) {
    if (known.has(trigram) && !known.get(trigram)!.isAtLeast) continue;
    const atLeast = known.get(trigram)?.count;
    // Known to be past the fewest: not the rarest, as a count would say.
    if (atLeast !== undefined && atLeast > fewest) {
      counted.push({ trigram, postings: atLeast });
      continue;
    }
    const cap = fewest;
    // The cap is a parameter: as a literal, each count would be an SQL text of its own in SQLite's statement cache.
    const { rows } = await sql<{
      postings: number | string;
    }>`select count(*) as postings from (select 1 as hit from ${trigramTable} where trigram = ${trigram} limit ${cap + 1}) as hits`.execute(db);
    const postings = Number(rows[0]!.postings);
    rememberCount(db, trigramKey(table, trigram), postings, postings > cap);
    counted.push({ trigram, postings });
    fewest = Math.min(fewest, postings);
  }
  const counts = rarestFirst(counted);
  return counts[0]!.postings <= SELECTIVE_POSTINGS ? counts : undefined;
}

/**
 * The rarest trigram and the ones probed with it. Trigrams that overlap share characters and mostly
 * come together («رضا احمدی»: nearly every row holding « اح» holds «احم»), so each probe is the one
 * covering the most characters of the term that the chosen ones do not, the rarer of those that tie:
 * «ا ا», «حمد» and «رضا» leave 736 candidates at 200,000 users where «ا ا», « اح» and «احم» left 2,944.
 * The probes come rarest first, the order they are looked up in (candidatesOf, usersInNameOrder).
 */
export function probedTrigrams<Counted extends { trigram: string }>(folded: string, rarestFirst: readonly Counted[]): Counted[] {
  const characters = Array.from(folded);
  const startsOf = new Map<string, number[]>();
  for (let i = 0; i + 3 <= characters.length; i++) {
    const trigram = characters.slice(i, i + 3).join('');
    startsOf.set(trigram, [...(startsOf.get(trigram) ?? []), i]);
  }
  const covered = new Set<number>();
  const cover = (counted: Counted) => startsOf.get(counted.trigram)!.forEach((start) => [0, 1, 2].forEach((k) => covered.add(start + k)));
  const newlyCovered = (counted: Counted) =>
    new Set(
      startsOf
        .get(counted.trigram)!
        .flatMap((start) => [0, 1, 2].map((k) => start + k))
        .filter((i) => !covered.has(i)),
    ).size;
  const chosen = [rarestFirst[0]!];
  cover(rarestFirst[0]!);
  const left = rarestFirst.slice(1);
  while (chosen.length <= PROBED_TRIGRAMS && left.length) {
    // rarestFirst is in order of rarity, so the first of the widest is the rarest of them.
    let best = 0;
    for (let i = 1; i < left.length; i++) if (newlyCovered(left[i]!) > newlyCovered(left[best]!)) best = i;
    const [probe] = left.splice(best, 1);
    chosen.push(probe!);
    cover(probe!);
  }
  // Probed rarest first: each looks up only the rows the ones before it kept. «0001234» at 1,000,000
  // payments chose «000» (in every payment) before «123»: its candidates were read in 21 ms, 13 the other way.
  const [driver, ...probes] = chosen;
  return [driver!, ...probes.sort((a, b) => rarestFirst.indexOf(a) - rarestFirst.indexOf(b))];
}

/** The condition of a term no row holds. */
const MATCHES_NOTHING: SearchCondition = () => sql<SqlBool>`1 = 0`;
/** The conditions that list the matching ids (see indexedSearch). */
const LISTED_CONDITIONS = new WeakSet<SearchCondition>();

/**
 * A row matches when any of the conditions holds. When each of them lists ids or matches nothing, those
 * matching nothing are left out: SQLite reads an OR of id lists through each list's index («MULTI-INDEX
 * OR»), but a constant `1 = 0` beside them made it scan the table (the admin's tickets searched for a
 * user's mobile, which no subject holds: all 50,000 tickets, twice, for a page and a count of none).
 * Otherwise the OR stays whole: beside a LIKE or a subquery of candidates the table is scanned anyway,
 * in the list's order, which a dense term's matches meet soon.
 */
export function anySearchMatches(conditions: readonly SearchCondition[]): SearchCondition {
  const possible = conditions.filter((condition) => condition !== MATCHES_NOTHING);
  if (!possible.length) return MATCHES_NOTHING;
  const isListed = possible.every((condition) => LISTED_CONDITIONS.has(condition));
  const kept = isListed ? possible : conditions;
  return kept.length === 1 ? kept[0]! : (eb) => eb.or(kept.map((condition) => condition(eb)));
}

/** Where a query finds an indexed table's rows: the column holding their id (the table's own, or one joined to it) and their search text. */
export interface SearchedColumns {
  id: string;
  searchText: string;
}

/**
 * The ids listed as `column in (...)`, their count padded to a power of two with the last one repeated:
 * SQLite keeps a statement per SQL text (server/db/index.ts), and a list of any length would make a
 * text per length and push the lists' own statements out of its cache.
 */
function inIdList<Key extends number | string>(column: string, ids: readonly Key[]) {
  let length = 1;
  while (length < ids.length) length *= 2;
  const padded = [...ids, ...Array<Key>(length - ids.length).fill(ids[ids.length - 1]!)];
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(padded)})`;
}

/** Where another table names a searched table's rows: a column holding their keys, and what else must hold there (a target's type). */
export interface KeyColumn<Key extends number | string> {
  column: string;
  keys: readonly Key[];
  alsoHolds?: RawBuilder<SqlBool>;
}

/**
 * The condition that a row names one of the keys: any of `keyColumns` holds one (where its `alsoHolds`
 * holds too). Each is read through its column's index, as indexedSearch's lists of ids are, so
 * anySearchMatches keeps it in an OR of such lists; no keys match nothing.
 */
export function keysListed(keyColumns: readonly KeyColumn<number | string>[]): SearchCondition {
  const named = keyColumns.filter((keyColumn) => keyColumn.keys.length);
  if (!named.length) return MATCHES_NOTHING;
  const condition: SearchCondition = (eb) =>
    eb.or(
      named.map((keyColumn) =>
        keyColumn.alsoHolds ? eb.and([keyColumn.alsoHolds, inIdList(keyColumn.column, keyColumn.keys)]) : inIdList(keyColumn.column, keyColumn.keys),
      ),
    );
  LISTED_CONDITIONS.add(condition);
  return condition;
}

/**
 * The ids of `table`'s rows whose text contains the term, read through its index; undefined when there
 * is nothing to search for. Ids the search confirmed on its way are not read again.
 */
export async function matchingIds(db: Kysely<Database>, table: SearchIndexedTable, search: string | undefined): Promise<number[] | undefined> {
  const plan = await indexedSearchPlan(db, table, search);
  if (!plan) return undefined;
  if (plan.ids) return plan.ids;
  const rows = await db.selectFrom(table).select(`${table}.id as id`).where(plan.condition).orderBy(`${table}.id`).execute();
  return rows.map((row) => Number(row.id));
}

/**
 * The condition that `table`'s folded search text contains the folded `search` (undefined when there is
 * nothing to search for), with exactly containsSearch's results. A term of three characters or more
 * whose rarest trigram is selective reads its candidates from the index: the rows holding that
 * trigram and the probed ones (probedTrigrams); a user's term of four or more, first from the users'
 * runs of four (rarestQuadgram). A shorter term that few keys start is read from them
 * (shortTermCandidates). A short term many keys start, and a term whose every trigram is common,
 * match densely: both keep the plain LIKE (see SELECTIVE_POSTINGS and DENSE_POSTINGS, which
 * `isOrderedByText` says applies: whether the list is sorted by a column the text holds, the name).
 *
 * When the rarest trigram is in at most FIRST_COUNT_CAP rows, or the candidates number at most
 * LISTED_CANDIDATES, the matching ids are read and confirmed here, once, and the condition lists them:
 * the list's page and its count then read no trigram and no text (before, each ran the candidates'
 * join and LIKE again). Only more candidates than that stay a subquery of the page and the count.
 *
 * `columns` says where the query holds the table's rows, more than one place when it joins the table
 * twice (the audit log's actor and target admins) or reaches it through a column of its own (a
 * ticket's user_id): the condition holds when any of them matches. Default: the table's own columns.
 */
export async function indexedSearch(
  db: Kysely<Database>,
  table: SearchIndexedTable,
  search: string | undefined,
  options: { isOrderedByText?: boolean; columns?: readonly SearchedColumns[] } = {},
): Promise<SearchCondition | undefined> {
  return (await indexedSearchPlan(db, table, search, options))?.condition;
}

/**
 * Whether a term whose rarest trigram is in `postings` rows matches densely enough that a list in an
 * order unrelated to the text meets its page and its count cap sooner by the plain LIKE's scan (see
 * DENSE_POSTINGS and DENSE_SCAN_FACTOR). The table's rows are counted by its largest id, one key read:
 * rows deleted since make it a little larger, which only moves the line a little, as does a count
 * some minutes old.
 */
async function isDense(db: Kysely<Database>, table: SearchIndexedTable, postings: number): Promise<boolean> {
  if (postings > DENSE_POSTINGS) return true;
  // A table holds at least the trigram's rows (postings² > factor × rows ≥ factor × postings), so fewer are dense in none.
  if (postings <= DENSE_SCAN_FACTOR) return false;
  return postings * postings > DENSE_SCAN_FACTOR * (await rowsOf(db, table));
}

/** The table's rows as isDense counts them: its largest id, kept as the common trigrams' counts are (keptCounts). */
async function rowsOf(db: Kysely<Database>, table: SearchIndexedTable): Promise<number> {
  const known = knownCount(db, table);
  if (known) return known.count;
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max(`${table}.id`).as('rows'))
    .executeTakeFirst();
  const rows = Number(row?.rows ?? 0);
  rememberCount(db, table, rows);
  return rows;
}

/** The trigrams a term's candidates hold: the rarest, which drives, and the probed ones. */
export interface CandidateTrigrams {
  driver: string;
  probes: string[];
}

/**
 * indexedSearch's condition, and when it is a subquery of candidates (more than LISTED_CANDIDATES of
 * them) or the plain LIKE of a dense term, the trigrams the candidates hold (`candidates`): the users
 * list reads them from USERS_BY_NAME_TRIGRAMS (usersInNameOrder), sorted by name for its page, and its
 * count reads the users holding the rarest (usersHoldingRarestTrigram). A dense term's page is the
 * list's scan, which meets a page of matches soon in its own order; its capped count read every row up
 * to the thousandth match the same way (17,000
 * of them for «علی» at 200,000 users: 40 ms on MariaDB, 1.9 ms on SQLite), where the postings hold
 * nearly only matches (3,000 rows read: 3.8 and 0.6 ms). When the condition lists the matching ids, `ids` are they.
 *
 * `isConfirmedInPage` (a list of the table's own rows that reads its page and total in one statement,
 * paginate's countsInPage): candidates that would be confirmed here (LISTED_CANDIDATES at most) are
 * left to that statement instead, as the candidates and the LIKE (`isBounded`), so they are read once.
 *
 * `isReadWhole`: the condition is a subquery of more candidates than that, which any page reads and
 * sorts whole, so the page can count them as it goes (paginate's countsInPage) instead of a count
 * reading them all again.
 */
export async function indexedSearchPlan(
  db: Kysely<Database>,
  table: SearchIndexedTable,
  search: string | undefined,
  options: { isOrderedByText?: boolean; columns?: readonly SearchedColumns[]; isConfirmedInPage?: boolean } = {},
): Promise<{ condition: SearchCondition; candidates?: CandidateTrigrams; ids?: number[]; isBounded?: true; isReadWhole?: true } | undefined> {
  const plain = (condition: SearchCondition | undefined) => condition && { condition };
  const textColumn = `${table}.${searchedColumnOf(table)}`;
  const columns = options.columns ?? [{ id: `${table}.id`, searchText: textColumn }];
  const textMatches = containsSearch(
    columns.map((column) => column.searchText),
    search,
  );
  const folded = foldForSearch(search ?? '');
  if (!textMatches) return undefined;
  const trigrams = trigramsOf(folded);
  const rowMatches = containsSearch([textColumn], search)!;
  const listed = (ids: number[]) => ({ condition: keysListed(columns.map((column) => ({ column: column.id, keys: ids }))), ids });
  const isConfirmedInPage = options.isConfirmedInPage && !options.columns;
  const bounded = (candidates: RawBuilder<SqlBool>) => ({
    condition: (eb: Parameters<SearchCondition>[0]) => eb.and([candidates, rowMatches(eb)]),
    isBounded: true as const,
  });
  // The candidates' ids in one query with the LIKE that confirms them: a few thousand at most.
  const confirmed = async (candidates: RawBuilder<unknown>) => {
    if (isConfirmedInPage) return bounded(sql<SqlBool>`${sql.ref(`${table}.id`)} in (${candidates})`);
    const matched = await db
      .selectFrom(table)
      .select('id')
      .where((eb) => eb.and([sql<SqlBool>`${sql.ref(`${table}.id`)} in (${candidates})`, rowMatches(eb)]))
      .execute();
    return listed(matched.map((row) => Number(row.id)));
  };
  if (!trigrams.length) {
    const candidates = await shortTermCandidates(db, table, folded);
    return candidates ? confirmed(candidates) : plain(textMatches);
  }
  // The rarest run of four alone: its rows (2,000 at most) are confirmed by the LIKE for less than probing
  // other runs would take to narrow them («رضا احمدی» on MariaDB: 1,471 rows, 6.7 ms a search against 8.0
  // with two probes).
  const quadgram = table === 'users' ? await rarestQuadgram(db, folded) : undefined;
  if (quadgram) return confirmed(candidatesOf(USERS_QUADGRAMS, 'gram', quadgram, []));
  const counted = await rarestTrigrams(db, table, trigrams);
  if (!counted) return plain(textMatches);
  const [driver, ...probed] = probedTrigrams(folded, counted);
  const candidateTrigrams = { driver: driver!.trigram, probes: probed.map((probe) => probe.trigram) };
  if (!options.isOrderedByText && (await isDense(db, table, driver!.postings))) return { condition: textMatches, candidates: candidateTrigrams };
  const candidates = candidatesOf(trigramTableOf(table), 'trigram', driver!.trigram, probed);
  if (driver!.postings <= FIRST_COUNT_CAP) return confirmed(candidates);
  if (probed.length) {
    // The candidates' ids alone first, from the trigram table's key: where the probed trigrams cut the
    // rarest one's rows down to a few, only those rows are read, once.
    const { rows } = await sql<{ row_id: number | string }>`${candidates} limit ${sql.lit(LISTED_CANDIDATES + 1)}`.execute(db);
    if (rows.length <= LISTED_CANDIDATES) {
      if (!rows.length) return listed([]);
      const candidateIds = inIdList(
        `${table}.id`,
        rows.map((row) => Number(row.row_id)),
      );
      if (isConfirmedInPage) return bounded(candidateIds);
      const matched = await db
        .selectFrom(table)
        .select('id')
        .where((eb) => eb.and([candidateIds, rowMatches(eb)]))
        .execute();
      return listed(matched.map((row) => Number(row.id)));
    }
  }
  // More candidates than LISTED_CANDIDATES: a page sorts them all and its count reads them all. Where the
  // rarest trigram's rows are at most twice that many, the probes cannot even halve the rows read, and cost
  // two lookups for each («وبینار» in 4,000 of 20,000 videos, every one a match: the page 16.9 → 12.6 ms
  // and the count 17.3 → 9.6 on MariaDB without them).
  const read = driver!.postings <= 2 * (LISTED_CANDIDATES + 1) ? candidatesOf(trigramTableOf(table), 'trigram', driver!.trigram, []) : candidates;
  return {
    condition: (eb) =>
      eb.or(
        columns.map((column) => {
          const columnMatches = containsSearch([column.searchText], search)!;
          return eb.and([sql<SqlBool>`${sql.ref(column.id)} in (${read})`, columnMatches(eb)]);
        }),
      ),
    candidates: candidateTrigrams,
    isReadWhole: true,
  };
}

/**
 * The ids of the rows holding a term shorter than three characters, read from the keys of `table`'s
 * index that start with it (its trigrams and tails), when at most FIRST_COUNT_CAP keys do; undefined
 * when more do: such a term is dense, and the list's scan meets a page of it soon (its count's cap
 * too). That the term is dense is kept as a common trigram's count is (keptCounts).
 */
async function shortTermCandidates(db: Kysely<Database>, table: SearchIndexedTable, folded: string): Promise<RawBuilder<unknown> | undefined> {
  const keptAs = `${table}…${folded}`;
  if (knownCount(db, keptAs)) return undefined;
  const trigramTable = sql.table(trigramTableOf(table));
  const startsTerm = startsWithTerm(db, 'trigram', folded);
  const { rows } = await sql<{
    postings: number | string;
  }>`select count(*) as postings from (select 1 as hit from ${trigramTable} where ${startsTerm} limit ${sql.lit(FIRST_COUNT_CAP + 1)}) as hits`.execute(db);
  const postings = Number(rows[0]!.postings);
  if (postings <= FIRST_COUNT_CAP) return sql`select row_id from ${trigramTable} where ${startsTerm}`;
  rememberCount(db, keptAs, postings, true);
  return undefined;
}

/**
 * The ids of the rows of `postings` holding the driving gram and each probed one: the rarest drives, the
 * others are looked up by key for each of its rows. CROSS JOIN keeps SQLite's join order (it has no
 * statistics per gram).
 */
function candidatesOf(postings: string, column: string, driver: string, probed: readonly { trigram: string }[]): RawBuilder<unknown> {
  const table = sql.table(postings);
  const probes = probed.map(
    (probe, i) =>
      sql`cross join ${table} as ${sql.id(`probe${i}`)} on ${sql.ref(`probe${i}.${column}`)} = ${probe.trigram} and ${sql.ref(`probe${i}.row_id`)} = driver.row_id`,
  );
  return sql`select driver.row_id from ${table} as driver ${sql.join(probes, sql` `)} where ${sql.ref(`driver.${column}`)} = ${driver}`;
}

/**
 * The users holding a term's rarest trigram whose text contains the term: what a list's count of a term
 * with candidates counts (its page reads usersInNameOrder, or the LIKE's scan). The probed trigrams are
 * left out: such a term is mostly one common word (a first name, a surname), whose rarest trigram comes
 * with it (nearly every user holding «کری» holds «کریمی»), so the probes rejected few rows and cost two
 * lookups for each match, which the LIKE alone settles after one («کریمی» at 200,000 users, 1,001
 * matches counted: 7.8 ms on MariaDB with the probes, 2.8 without). A full name of common words is read
 * from its runs of four (rarestQuadgram) or its listed candidates instead. Read in the id order of
 * `users_search_trigrams`, which the users' own rows follow; typed as a query of `users` alone.
 */
export function usersHoldingRarestTrigram(db: Kysely<Database>, candidates: CandidateTrigrams, search: string): SelectQueryBuilder<Database, 'users', object> {
  const rowMatches = containsSearch(['users.search_text'], search)!;
  return db
    .selectFrom(`${trigramTableOf('users')} as holding`)
    .crossJoin('users')
    .whereRef('users.id', '=', 'holding.row_id')
    .where('holding.trigram', '=', candidates.driver)
    .where(rowMatches) as unknown as SelectQueryBuilder<Database, 'users', object>;
}

/**
 * The users holding a term's candidate trigrams, read from USERS_BY_NAME_TRIGRAMS (as `walk`) in the
 * order of its key: sorted by `walk.sort_key` (the name) and `walk.row_id` (the id), a list's page is
 * read in the index's order and ends once a page of rows passes the query's conditions, where the
 * candidates' subquery was read and confirmed whole, then sorted (a common first name, 12,500 rows at
 * 200,000 users). The probed trigrams are looked up by key for each row read; `search`'s LIKE confirms
 * what is left, so the rows are exactly those of the substring search. SQLite keeps a CROSS JOIN's order
 * (walk first, as the order needs); the query is typed as one of `users` alone, whose columns its
 * conditions name.
 */
export function usersInNameOrder(db: Kysely<Database>, candidates: CandidateTrigrams, search: string): SelectQueryBuilder<Database, 'users', object> {
  const rowMatches = containsSearch(['users.search_text'], search)!;
  const probed = candidates.probes.map(
    (probe) =>
      sql<SqlBool>`exists (select 1 from ${sql.table(trigramTableOf('users'))} as probe where probe.trigram = ${probe} and probe.row_id = walk.row_id)`,
  );
  return db
    .selectFrom(`${USERS_BY_NAME_TRIGRAMS} as walk`)
    .crossJoin('users')
    .whereRef('users.id', '=', 'walk.row_id')
    .where('walk.trigram', '=', candidates.driver)
    .where((eb) => eb.and([...probed, rowMatches(eb)])) as unknown as SelectQueryBuilder<Database, 'users', object>;
}
