import { Migrator, sql } from 'kysely';
import { describe, expect, it as plainIt } from 'vitest';
import { foldForSearch } from '../../shared/search-text';
import { migrateToLatest, migrations, type Db } from '../../server/db';
import { containsSearch, LIST_COUNT_CAP, startsWithTerm, type SearchCondition } from '../../server/db/paginate';
import {
  anySearchMatches,
  backfillSearchTrigrams,
  indexedSearch,
  indexedSearchPlan,
  SEARCH_INDEXED_TABLES,
  searchedColumnOf,
  quadgramsOf,
  trigramTableOf,
  USERS_BY_NAME_TRIGRAMS,
  USERS_QUADGRAMS,
  type SearchIndexedTable,
} from '../../server/db/search-index';
import { adminsRepository } from '../../server/modules/admins/repository';
import { auditRepository, auditSearchCondition } from '../../server/modules/audit/repository';
import { paymentSearchTextOf, paymentsRepository } from '../../server/modules/payments/repository';
import { supportRepository } from '../../server/modules/support/repository';
import { usersRepository } from '../../server/modules/users/repository';
import { videosRepository } from '../../server/modules/videos/repository';
import { adminListQuery } from '../../shared/contracts/admins.schemas';
import { auditListQuery } from '../../shared/contracts/audit.schemas';
import { adminTicketListQuery, ownTicketListQuery } from '../../shared/contracts/support.schemas';
import { videoListQuery } from '../../shared/contracts/videos.schemas';
import { adminUserListQuery } from '../../shared/contracts/users.schemas';
import { insertIndexedUsers, usersNamed, verifiedUser } from '../support/indexed-users';
import { insertInChunks } from '../support/inserted-rows';
import { recordingStatements } from '../support/recorded-statements';
import { adminToken, apiTest, dialects, GOOD_PASSWORD, openEmptyDatabase } from '../support/test-api';

/** An admin's row for a search test: one who never signs in, without permissions. */
function plainAdmin(fields: { name: string; username: string }, now: number) {
  return { ...fields, password_hash: 'scrypt$disabled', avatar: null, permissions: '[]', is_super: 0, is_active: 1, created_at: now, updated_at: now };
}

// Written on Persian and Arabic keyboards, digits of three scripts, Latin case and accents, a
// zero-width non-joiner, and the LIKE wildcards `%` and `_` inside the text.
const PEOPLE = [
  { name: 'علی کریمی', mobile: '09121234567', email: 'ali@example.com' },
  { name: 'علي كريمي', mobile: '09121234568', email: null },
  { name: 'رضا احمدی ۱۴۰۳', mobile: '09351112233', email: 'reza_ahmadi@example.com' },
  { name: 'مریم ٢٠٢٤', mobile: '09120000001', email: 'maryam%off@example.com' },
  { name: 'Sara Café', mobile: '09129876543', email: 'SARA@Example.com' },
  { name: 'می‌خواهم کاوه', mobile: '09190000000', email: null },
  { name: 'زهرا 50% تخفیف', mobile: '09131231231', email: 'a_b@example.com' },
  { name: 'یاسمن', mobile: '09140000404', email: null },
];

// One and two characters (no trigram), then longer terms in every script and spelling the rows use.
const QUERIES = [
  'ع',
  'ی',
  'ي',
  'ك',
  '1',
  '%',
  '_',
  '@',
  'عل',
  '12',
  '۱۲',
  '٢٠',
  'a_',
  '0%',
  'علی',
  'علي',
  'کریمی',
  'كريمي',
  'علی کریمی',
  '  علي   كريمي ',
  '۰۹۱۲۱۲۳۴',
  '٠٩١٢١٢٣٤٥٦٧',
  '0912',
  '1403',
  '۱۴۰۳',
  '2024',
  'sara',
  'SARA@',
  'cafe',
  'café',
  '@example.com',
  'maryam%off',
  'a_b',
  'reza_',
  '50%',
  'می‌خواهم',
  'میخواهم',
  'خواه',
  'ی ک',
  'zzz',
  'S0000000004',
  '1000003',
];

type Condition = SearchCondition | undefined;

/** The ids of `table`'s rows that meet the condition (all of them without one), in id order. */
async function idsMatching(db: Db, table: SearchIndexedTable, condition: Condition): Promise<number[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .$if(condition !== undefined, (query) => query.where(condition!))
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** The ids of the live users whose text contains `term`, by the substring search, in a users list's order (`field`, then the id). */
async function liveUserIdsMatching(db: Db, term: string, field: 'name' | 'created_at', direction: 'asc' | 'desc'): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('deleted_at', 'is', null)
    .where(containsSearch(['users.search_text'], term)!)
    .orderBy(field, direction)
    .orderBy('id', direction)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Every query's matches through the index and through the plain substring search, which must be the same, on every indexed table. */
async function expectIndexAgreesWithSubstringSearch(db: Db, tables: readonly SearchIndexedTable[] = SEARCH_INDEXED_TABLES): Promise<void> {
  for (const table of tables) {
    for (const query of QUERIES) {
      const expected = await idsMatching(db, table, containsSearch([`${table}.${searchedColumnOf(table)}`], query));
      const indexed = await idsMatching(db, table, await indexedSearch(db, table, query));
      expect(indexed, `${table} searched for «${query}»`).toEqual(expected);
    }
  }
  // The data set is not trivial: the short and the long terms both find some rows and miss others.
  const found = await idsMatching(db, 'users', await indexedSearch(db, 'users', 'کریمی'));
  expect(found.length).toBeGreaterThan(0);
  expect(found.length).toBeLessThan((await idsMatching(db, 'users', undefined)).length);
}

const sortedIds = (rows: readonly { id: number | string }[]) => rows.map((row) => Number(row.id)).sort((a, b) => a - b);

/**
 * Every query through each list that searches an indexed table, against the same list's rows found by
 * the plain substring search over the same columns: the admins, audit, support (the admin's and one
 * user's) and videos lists. The audit log and the admin's tickets match through joined tables too.
 */
async function expectListsAgreeWithSubstringSearch(db: Db, ticketOwnerId: number): Promise<void> {
  const admins = adminsRepository(db);
  const audit = auditRepository(db);
  const support = supportRepository(db);
  const videos = videosRepository(db);
  for (const query of QUERIES) {
    const label = `«${query}»`;
    const adminRequest = adminListQuery.parse({ search: query, per_page: 100 });
    expect(sortedIds((await admins.list(adminRequest)).items), `admins ${label}`).toEqual(
      await idsMatching(db, 'admins', containsSearch(['admins.search_text'], adminRequest.search)),
    );

    const auditRequest = auditListQuery.parse({ search: query, per_page: 100 });
    const auditMatches = containsSearch(['admins.search_text', 'target_admins.search_text', 'audit_log.ip'], auditRequest.search);
    const auditExpected = await db
      .selectFrom('audit_log')
      .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
      .leftJoin('admins as target_admins', (join) =>
        join.on('audit_log.target_type', '=', 'admin').on(sql`target_admins.id`, '=', sql.ref('audit_log.target_id')),
      )
      .select('audit_log.id')
      .$if(auditMatches !== undefined, (q) => q.where(auditMatches!))
      .execute();
    expect(sortedIds((await audit.list(auditRequest)).items), `audit ${label}`).toEqual(sortedIds(auditExpected));

    const ticketRequest = adminTicketListQuery.parse({ search: query, per_page: 100 });
    const ticketMatches = containsSearch(['support_tickets.search_text', 'users.search_text'], ticketRequest.search);
    const ticketsExpected = await db
      .selectFrom('support_tickets')
      .innerJoin('users', 'users.id', 'support_tickets.user_id')
      .select('support_tickets.id')
      .$if(ticketMatches !== undefined, (q) => q.where(ticketMatches!))
      .execute();
    expect(sortedIds((await support.list(ticketRequest)).items), `support ${label}`).toEqual(sortedIds(ticketsExpected));

    const ownRequest = ownTicketListQuery.parse({ search: query, per_page: 100 });
    const ownMatches = containsSearch(['support_tickets.search_text'], ownRequest.search);
    const ownExpected = await db
      .selectFrom('support_tickets')
      .select('id')
      .where('user_id', '=', ticketOwnerId)
      .$if(ownMatches !== undefined, (q) => q.where(ownMatches!))
      .execute();
    expect(sortedIds((await support.listOwn(ticketOwnerId, ownRequest)).items), `own tickets ${label}`).toEqual(sortedIds(ownExpected));

    for (const sort of ['created_at:desc', 'title:asc'] as const) {
      const videoRequest = videoListQuery.parse({ search: query, per_page: 100, sort });
      expect(sortedIds((await videos.page(videoRequest)).items), `videos ${label} ${sort}`).toEqual(
        await idsMatching(db, 'videos', containsSearch(['videos.search_text'], videoRequest.search)),
      );
    }
  }
}

// Each comparison runs every query through every indexed table and list twice over: some hundreds of
// queries, past the default 20 s on MariaDB when the machine is busy.
const COMPARISON_TIMEOUT_MS = 90_000;

const AUTHORITY = (i: number) => `S${String(i).padStart(10, '0')}`;

describe.each(dialects)('the search index on %s', (dialect) => {
  const it = apiTest(dialect);

  it(
    'finds exactly what the substring search finds, for terms of one character and up, after rows are written, renamed and paid',
    async ({ api }) => {
      const db = api.services.db;
      const users = usersRepository(db);
      const payments = paymentsRepository(db);
      const now = api.clock.now();
      const userIds: number[] = [];
      for (const person of PEOPLE) {
        userIds.push(
          await users.create({
            ...verifiedUser(person, now),
          }),
        );
      }
      const paymentIds: number[] = [];
      for (const [i, person] of PEOPLE.entries()) {
        const paymentId = await payments.insert(
          {
            user_id: userIds[i]!,
            amount: 100_000,
            status: 'pending',
            gateway: 'sandbox',
            authority: AUTHORITY(i),
            gateway_reference: null,
            kind: 'top_up',
            description: null,
            card_pan: null,
            created_at: now,
            paid_at: null,
            updated_at: now,
            failure_reason: null,
          },
          paymentSearchTextOf([person.name, person.mobile, AUTHORITY(i)]),
        );
        paymentIds.push(paymentId);
      }
      await expectIndexAgreesWithSubstringSearch(db);

      // A rename drops the old name's trigrams and brings the new one's; a paid payment gains its reference.
      await users.update(userIds[7]!, { name: 'یاسمن کریمی' });
      await users.update(userIds[0]!, { name: 'علی رحیمی', email: 'ali_r@example.com' });
      await db.transaction().execute(async (trx) => {
        const settled = await payments.settle(
          paymentIds[3]!,
          {
            status: 'paid',
            failure_reason: null,
            gateway_reference: '1000003',
            paid_at: now,
            updated_at: now,
            search_text: paymentSearchTextOf([PEOPLE[3]!.name, PEOPLE[3]!.mobile, AUTHORITY(3), '1000003']),
          },
          trx,
        );
        expect(settled).toBe(true);
      });
      await expectIndexAgreesWithSubstringSearch(db);
      expect(await idsMatching(db, 'users', await indexedSearch(db, 'users', 'رحیمی'))).toEqual([userIds[0]]);
      expect(await idsMatching(db, 'payments', await indexedSearch(db, 'payments', '1000003'))).toEqual([paymentIds[3]]);
    },
    COMPARISON_TIMEOUT_MS,
  );

  it(
    'finds in the admins, audit, support and videos lists exactly what the substring search finds, after admins are renamed and a video owner renames',
    async ({ api }) => {
      const db = api.services.db;
      const users = usersRepository(db);
      const admins = adminsRepository(db);
      const support = supportRepository(db);
      const videos = videosRepository(db);
      const now = api.clock.now();
      const userIds: number[] = [];
      const adminIds: number[] = [];
      for (const [i, person] of PEOPLE.entries()) {
        userIds.push(
          await users.create({
            ...verifiedUser(person, now),
          }),
        );
        adminIds.push(await admins.create(plainAdmin({ name: person.name, username: person.email?.split('@')[0] ?? `admin${i}` }, now)));
      }
      const unitId = await support.createUnit('فنی', now);
      const videoIds: number[] = [];
      for (const [i, person] of PEOPLE.entries()) {
        await support.createTicket({ user_id: userIds[i]!, unit_id: unitId, subject: `درخواست ${i + 1}۴ از ${person.name}`, status: 'open', now }, db);
        // The last recording was imported without an owner: its text is its title alone.
        videoIds.push(
          await videos.create(
            {
              title: `جلسهٔ ${i + 1} ${person.email ?? ''}`,
              owner_id: i < 7 ? userIds[i]! : null,
              duration_seconds: 60,
              size_bytes: 1_000,
              file_name: `${i}.mp4`,
              content_sha256: String(i),
              created_by: null,
              created_at: now,
            },
            i < 7 ? person : undefined,
          ),
        );
        // Half of the entries name an admin as their target, the rest a user (whose name the audit search does not read).
        await auditRepository(db).insert({
          admin_id: adminIds[i]!,
          action: 'admins.update',
          target_type: i % 2 ? 'user' : 'admin',
          target_id: String(i % 2 ? userIds[i] : adminIds[(i + 3) % PEOPLE.length]),
          details: null,
          ip: i === 2 ? '10.0.0.12' : `192.168.1.${i}`,
          created_at: now + i,
        });
      }
      await expectIndexAgreesWithSubstringSearch(db);
      await expectListsAgreeWithSubstringSearch(db, userIds[0]!);

      // An admin renamed (spelled on an Arabic keyboard), one given a new username, one changed in nothing searched;
      // a user's rename carries into their videos' text; a ticket opened later.
      await admins.update(adminIds[7]!, { name: 'یاسمن كريمي', updated_at: now });
      await admins.update(adminIds[0]!, { username: 'ali_r', updated_at: now });
      await admins.update(adminIds[1]!, { is_active: 0, updated_at: now });
      const renamed = (await users.findById(userIds[0]!))!;
      await api.services.users.changeProfile(renamed, { name: 'علی رحیمی ۱۲' });
      await support.createTicket({ user_id: userIds[0]!, unit_id: unitId, subject: 'كارت ۰۹۱۲ رحيمي', status: 'open', now }, db);
      await expectIndexAgreesWithSubstringSearch(db);
      await expectListsAgreeWithSubstringSearch(db, userIds[0]!);
      expect(await idsMatching(db, 'videos', await indexedSearch(db, 'videos', 'رحیمی'))).toEqual([videoIds[0]]);
      // Only the second owner's name still reads so (typed on an Arabic keyboard).
      expect(await idsMatching(db, 'videos', await indexedSearch(db, 'videos', 'علی کریمی'))).toEqual([videoIds[1]]);
      expect(await idsMatching(db, 'admins', await indexedSearch(db, 'admins', 'یاسمن کریمی'))).toEqual([adminIds[7]]);
      expect(await idsMatching(db, 'admins', await indexedSearch(db, 'admins', 'ali_r'))).toEqual([adminIds[0]]);
      expect(await idsMatching(db, 'support_tickets', await indexedSearch(db, 'support_tickets', 'کارت'))).toHaveLength(1);
    },
    COMPARISON_TIMEOUT_MS,
  );

  it(
    'finds exactly what the substring search finds when the rarest trigram of a term is in more rows than are read at once',
    async ({ api }) => {
      const db = api.services.db;
      const now = api.clock.now();
      // Past FIRST_COUNT_CAP (2,000) rows the candidates stay a subquery of the page and the count; below it their ids are read once.
      const rows = Array.from({ length: 2_100 }, (_, i) => {
        const name = `پرستو نيكو ${i}`;
        const mobile = `0915${String(i).padStart(7, '0')}`;
        return {
          ...verifiedUser({ name, mobile }, now + i, now),
          search_text: foldForSearch(`${name} ${mobile} `),
        };
      });
      await insertIndexedUsers(db, rows);
      for (const query of ['پرستو', 'پرستو نیکو', 'نیکو 2', 'نيكو ۲۰۹', '09150002', 'ستو']) {
        const expected = await idsMatching(db, 'users', containsSearch(['users.search_text'], query));
        expect(expected.length, query).toBeGreaterThan(0);
        for (const isOrderedByText of [false, true])
          expect(await idsMatching(db, 'users', await indexedSearch(db, 'users', query, { isOrderedByText })), `«${query}»`).toEqual(expected);
        for (const sort of ['created_at:desc', 'name:asc'] as const) {
          const page = await usersRepository(db).list(adminUserListQuery.parse({ search: query, sort, per_page: 100 }));
          // Past the count cap the list says "more than" its total.
          expect(page.total_capped ? expected.length > page.total : page.total === expected.length, `«${query}» ${sort}`).toBe(true);
        }
      }
    },
    COMPARISON_TIMEOUT_MS,
  );

  it(
    'finds exactly what the substring search finds, from a list of ids, when every trigram of a full name is common but few rows hold them all',
    async ({ api }) => {
      const db = api.services.db;
      const now = api.clock.now();
      // Each trigram of «بردیا مهرانی» is in 2,100 rows or more (past FIRST_COUNT_CAP), but only the first
      // group holds both its first name and its surname: the probes far from the rarest trigram find them.
      const groups = [
        { name: 'بردیا مهرانی', rows: 1_000 },
        { name: 'بردیا مهدوی', rows: 1_100 },
        { name: 'کیان مهرانی', rows: 1_100 },
      ];
      const rows = groups.flatMap((group, g) =>
        Array.from({ length: group.rows }, (_, i) => {
          const mobile = `091${g}${String(i).padStart(7, '0')}`;
          return {
            ...verifiedUser({ name: group.name, mobile }, now + i, now),
            search_text: foldForSearch(`${group.name} ${mobile} `),
          };
        }),
      );
      await insertIndexedUsers(db, rows);
      for (const query of ['بردیا مهرانی', 'بردیا مهدوی', 'كيان مهراني', 'یا مهرانی']) {
        const expected = await idsMatching(db, 'users', containsSearch(['users.search_text'], query));
        expect(expected.length, query).toBeGreaterThanOrEqual(1_000);
        for (const isOrderedByText of [false, true]) {
          const condition = await indexedSearch(db, 'users', query, { isOrderedByText });
          expect(await idsMatching(db, 'users', condition), `«${query}»`).toEqual(expected);
          // The page and the count read the ids found here, not the trigrams and the text again.
          const listed = db.selectFrom('users').select('id').where(condition!).compile().sql;
          expect(listed, `«${query}»`).not.toContain('users_search_trigrams');
        }
        for (const sort of ['created_at:desc', 'name:asc'] as const) {
          const page = await usersRepository(db).list(adminUserListQuery.parse({ search: query, sort, per_page: 100 }));
          expect(page.total_capped ? expected.length > page.total : page.total === expected.length, `«${query}» ${sort}`).toBe(true);
        }
      }
    },
    COMPARISON_TIMEOUT_MS,
  );

  it(
    "counts a dense term's matches through its postings, with the list's filters, newest first",
    async ({ api }) => {
      const db = api.services.db;
      const now = api.clock.now();
      // 10,100 users hold «نیکو», past DENSE_POSTINGS: the page is the list's scan, the count walks the postings.
      // Every 300th is unverified and every 700th deleted, fewer than the count cap, so the totals are exact.
      const rows = Array.from({ length: 10_100 }, (_, i) => {
        const name = `نیکو ${i}`;
        const mobile = `0916${String(i).padStart(7, '0')}`;
        return {
          ...verifiedUser({ name, mobile }, now + i, now),
          is_verified: i % 300 ? 1 : 0,
          deleted_at: i % 700 ? null : now,
          search_text: foldForSearch(`${name} ${mobile} `),
        };
      });
      await insertIndexedUsers(db, rows);
      type Row = (typeof rows)[number];
      for (const [status, isListed] of [
        ['unverified', (row: Row) => row.is_verified === 0 && row.deleted_at === null],
        ['deleted', (row: Row) => row.deleted_at !== null],
      ] as const) {
        const page = await usersRepository(db).list(adminUserListQuery.parse({ search: 'نیکو', status, sort: 'created_at:desc' }));
        const listed = rows.filter(isListed);
        expect(page.total, status).toBe(listed.length);
        expect(page.total_capped, status).toBeUndefined();
        expect(page.items[0]?.name, status).toBe(listed[listed.length - 1]!.name);
      }
    },
    COMPARISON_TIMEOUT_MS,
  );

  it(
    'counts a one-letter term past the cap by the users whose text starts with it, and exactly when fewer hold it, deleted users left out',
    async ({ api }) => {
      const db = api.services.db;
      const now = api.clock.now();
      // More than 2,000 keys start «ع» and «ژ», so both are dense and served by the plain LIKE (see
      // shortTermCandidates): «ع» starts 2,100 texts (past the cap of 1,000) and sits inside 400 more; «ژ»
      // starts 600 and sits inside 1,500 (past the cap together only); «پ» is four times in each of 800 texts
      // (3,200 keys, fewer rows than the cap). «غ» starts 300 and sits inside 300, read from its keys. Every
      // 50th user is deleted.
      const names = [
        ...Array.from({ length: 2_100 }, (_, i) => `عرفان ${i}`),
        ...Array.from({ length: 400 }, (_, i) => `بهرام عطایی ${i}`),
        ...Array.from({ length: 600 }, (_, i) => `ژاله ${i}`),
        ...Array.from({ length: 1_500 }, (_, i) => `مژده ${i}`),
        ...Array.from({ length: 800 }, (_, i) => `پپ پاپو ${i}`),
        ...Array.from({ length: 300 }, (_, i) => `غزل ${i}`),
        ...Array.from({ length: 300 }, (_, i) => `فروغ ${i}`),
      ];
      const rows = names.map((name, i) => {
        const mobile = `0916${String(i).padStart(7, '0')}`;
        return { ...verifiedUser({ name, mobile }, now + i, now), deleted_at: i % 50 ? null : now, search_text: foldForSearch(`${name} ${mobile} `) };
      });
      await insertIndexedUsers(db, rows);
      const users = usersRepository(db);
      for (const [term, sort] of [
        ['ع', 'created_at:desc'],
        ['ع', 'name:asc'],
        ['ژ', 'created_at:desc'],
        ['پ', 'name:asc'],
        ['غ', 'name:desc'],
        ['غ', 'created_at:desc'],
      ] as const) {
        const page = await users.list(adminUserListQuery.parse({ search: term, sort }));
        const holding = rows.filter((row) => row.deleted_at === null && row.search_text.includes(term));
        const label = `«${term}» ${sort}`;
        expect((await indexedSearchPlan(db, 'users', term))?.ids === undefined, label).toBe(term !== 'غ');
        if (holding.length > LIST_COUNT_CAP) expect({ total: page.total, capped: page.total_capped }, label).toEqual({ total: LIST_COUNT_CAP, capped: true });
        else expect({ total: page.total, capped: page.total_capped }, label).toEqual({ total: holding.length, capped: undefined });
        const expected = await idsMatching(db, 'users', containsSearch(['users.search_text'], term));
        for (const item of page.items) expect(expected, label).toContain(item.id);
      }
      // A filtered list counts its own rows: the unverified among «ع»'s are none.
      const unverified = await users.list(adminUserListQuery.parse({ search: 'ع', status: 'unverified' }));
      expect({ total: unverified.total, capped: unverified.total_capped }).toEqual({ total: 0, capped: undefined });
    },
    COMPARISON_TIMEOUT_MS,
  );

  it(
    "reads a word half of a smaller table's rows hold by the list's own scan, not by its postings, and a rarer word by its postings",
    async ({ api }) => {
      const db = api.services.db;
      const now = api.clock.now();
      const support = supportRepository(db);
      const unitId = await support.createUnit('مالی', now);
      const userId = await usersRepository(db).create(verifiedUser({ name: 'کاوه کریمی', mobile: '09121110000' }, now));
      // 6,000 tickets, half of them asking for a refund, one in ten about the sound: the refund's 3,000
      // postings are dense in 6,000 rows (a newest-first scan meets 20 of them in 40), the sound's 600 are not.
      const subjects = Array.from({ length: 6_000 }, (_, i) => (i % 2 ? `درخواست بازگشت وجه ${i}` : i % 10 ? `فاکتور ${i}` : `کیفیت صدا ${i}`));
      for (let i = 0; i < subjects.length; i += 1_000)
        await db
          .insertInto('support_tickets')
          .values(
            subjects.slice(i, i + 1_000).map((subject, j) => ({
              user_id: userId,
              unit_id: unitId,
              subject,
              status: 'open' as const,
              created_at: now,
              updated_at: now,
              last_activity_at: now + i + j,
              closed_at: null,
              search_text: foldForSearch(subject),
            })),
          )
          .execute();
      await backfillSearchTrigrams(db, 'support_tickets');
      const conditionSql = async (term: string) => {
        const condition = await indexedSearch(db, 'support_tickets', term);
        return db.selectFrom('support_tickets').select('id').where(condition!).compile().sql;
      };
      expect(await conditionSql('بازگشت وجه')).not.toContain(trigramTableOf('support_tickets'));
      expect(await conditionSql('بازگشت وجه')).toContain(' like ');
      expect(await conditionSql('کیفیت صدا')).not.toContain(' like ');
      for (const term of ['بازگشت وجه', 'کیفیت صدا']) {
        const page = await support.list(adminTicketListQuery.parse({ search: term }));
        const expected = subjects.flatMap((subject, i) => (foldForSearch(subject).includes(foldForSearch(term)) ? [i] : [])).reverse();
        expect(
          page.items.map((ticket) => ticket.subject),
          term,
        ).toEqual(expected.slice(0, 20).map((i) => subjects[i]));
        expect(page.total, term).toBe(Math.min(expected.length, 1_000));
      }
    },
    COMPARISON_TIMEOUT_MS,
  );

  it(
    "counts a full name's common trigrams once, not on every search, and finds what the substring search finds after the rows change",
    async ({ api }) => {
      const now = api.clock.now();
      let queries = 0;
      // Every statement the search runs, through the same database.
      const db = api.services.db.withPlugin({
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      // Each trigram of «بردیا مهرانی» is in 2,100 rows or more, past FIRST_COUNT_CAP: each is counted one at a time.
      const rows = ['بردیا مهرانی', 'بردیا مهدوی', 'کیان مهرانی'].flatMap((name, g) =>
        Array.from({ length: 1_100 }, (_, i) => {
          const mobile = `091${g}${String(i).padStart(7, '0')}`;
          return { ...verifiedUser({ name, mobile }, now + i, now), search_text: foldForSearch(`${name} ${mobile} `) };
        }),
      );
      await insertIndexedUsers(api.services.db, rows);
      const queriesOfSearch = async (term: string) => {
        queries = 0;
        // In name order: 3,300 rows are few enough that a list in time order would scan them for these.
        const condition = await indexedSearch(db, 'users', term, { isOrderedByText: true });
        const found = queries;
        expect(await idsMatching(api.services.db, 'users', condition), `«${term}»`).toEqual(
          await idsMatching(api.services.db, 'users', containsSearch(['users.search_text'], term)),
        );
        return found;
      };
      const first = await queriesOfSearch('بردیا مهرانی');
      // The union of first counts and one count per trigram (11 of them), then the candidates and their confirmation.
      expect(first).toBeGreaterThan(10);
      expect(await queriesOfSearch('بردیا مهرانی')).toBe(2);
      // Another name sharing the common trigrams counts only its own.
      expect(await queriesOfSearch('کیان مهدوی')).toBeLessThan(first);
      // Rows gone and come: the counts kept are stale, the matches are not.
      await api.services.db.deleteFrom('users').where('name', '=', 'بردیا مهدوی').execute();
      await usersRepository(api.services.db).create(verifiedUser({ name: 'بردیا مهرانی', mobile: '09199999999' }, now));
      await queriesOfSearch('بردیا مهرانی');
      await queriesOfSearch('بردیا مهدوی');
    },
    COMPARISON_TIMEOUT_MS,
  );

  it(
    "sorted by name, reads a common term's users in name order from their postings by name, the substring search's pages exactly, after users are created, renamed and respelled",
    async ({ api }) => {
      const db = api.services.db;
      const now = api.clock.now();
      const token = await adminToken(api);
      // 2,100 users hold «نیکو» (past FIRST_COUNT_CAP and LISTED_CANDIDATES): sorted by name, their page is read
      // from the postings by name. First names spelled on either keyboard sort apart; many names repeat, so ids break ties.
      const FIRST_NAMES = ['آرش', 'بهار', 'تینا', 'ژاله', 'یاسمن', 'ياسمن', 'كاوه'];
      const rows = Array.from({ length: 2_100 }, (_, i) => {
        const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} نیکو ${(i * 7_919) % 300}`;
        const mobile = `0916${String(i).padStart(7, '0')}`;
        return { ...verifiedUser({ name, mobile }, now + i, now), search_text: foldForSearch(`${name} ${mobile} `) };
      });
      await insertIndexedUsers(db, rows);
      const ids = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => Number(row.id));

      const listIds = async (query: string) => {
        const response = await api.request('GET', `/admin/users/list${query}`, { token });
        expect(response.status, response.text).toBe(200);
        return response.body.data as { items: { id: number }[]; total: number; total_capped?: true };
      };
      /** The term's pages through the list sorted by name, both ways, against the substring search's rows in the same order. */
      async function expectPagesAgree() {
        for (const term of ['نیکو', 'نيكو', 'یکو', 'ياسمن نيكو', 'نیکو 2', 'نی', 'زینب']) {
          for (const direction of ['asc', 'desc'] as const) {
            const expected = await liveUserIdsMatching(db, term, 'name', direction);
            const lastPage = Math.max(1, Math.ceil(expected.length / 100));
            for (const page of new Set([1, 2, lastPage])) {
              const found = await listIds(`?search=${encodeURIComponent(term)}&sort=name:${direction}&per_page=100&page=${page}`);
              const label = `«${term}» name:${direction} page ${page}`;
              expect(
                found.items.map((item) => item.id),
                label,
              ).toEqual(expected.slice((page - 1) * 100, page * 100));
              expect(found.total_capped ? expected.length > found.total : found.total === expected.length, label).toBe(true);
            }
          }
        }
      }
      await expectPagesAgree();

      // Renamed through the API: one moves in the order, one is respelled (the same folded text, another
      // name), one leaves the term and one joins it; one changes only the email; one is created.
      const update = async (body: Record<string, unknown>) => {
        const response = await api.request('PATCH', '/admin/users/update', { token, body });
        expect(response.status, response.text).toBe(200);
      };
      await update({ id: ids[0]!, name: 'زینب نیکو 1' });
      await update({ id: ids[5]!, name: rows[5]!.name.replace('ياسمن', 'یاسمن') });
      await update({ id: ids[6]!, name: 'کاوه' });
      await update({ id: ids[2_099]!, name: 'آ نیکو' });
      await update({ id: ids[10]!, email: 'niko@example.com' });
      const created = await api.request('POST', '/admin/users/create', {
        token,
        body: { name: 'آ نیکو', mobile: '09169999999', password: GOOD_PASSWORD },
      });
      expect(created.status, created.text).toBe(201);
      await expectPagesAgree();
      expect((await listIds(`?search=${encodeURIComponent('زینب نیکو')}&sort=name:asc`)).items.map((item) => item.id)).toEqual([ids[0]]);
    },
    COMPARISON_TIMEOUT_MS,
  );

  it(
    "searches the audit log by the few matching admins' ids on the log's own columns, and by the admins' text when many match, finding what the substring search finds",
    async ({ api }) => {
      const db = api.services.db;
      const now = api.clock.now();
      const admins = adminsRepository(db);
      const audit = auditRepository(db);
      // Two admins named alike, and 60 whose username holds «operator»: more than are listed by id.
      const adminIds: number[] = [];
      for (let i = 0; i < 62; i++)
        adminIds.push(
          await admins.create(plainAdmin({ name: i < 2 ? `بردیا مهرانی ${i + 1}` : `اپراتور ${i}`, username: i < 2 ? `bardia${i}` : `operator${i}` }, now)),
        );
      // Each admin acts once; every third entry targets the next admin, the others a user with the same number as an id.
      for (const [i, adminId] of adminIds.entries())
        await audit.insert({
          admin_id: adminId,
          action: 'admins.update',
          target_type: i % 3 ? 'user' : 'admin',
          target_id: String(i % 3 ? adminIds[0] : adminIds[(i + 1) % adminIds.length]),
          details: null,
          ip: `10.0.${i}.1`,
          created_at: now + i,
        });
      for (const term of ['بردیا مهرانی', 'بردیا', 'bardia1', 'operator', 'اپراتور', '10.0.1', 'zzzz']) {
        const request = auditListQuery.parse({ search: term, per_page: 100 });
        const matches = containsSearch(['admins.search_text', 'target_admins.search_text', 'audit_log.ip'], request.search)!;
        const expected = await db
          .selectFrom('audit_log')
          .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
          .leftJoin('admins as target_admins', (join) =>
            join.on('audit_log.target_type', '=', 'admin').on(sql`target_admins.id`, '=', sql.ref('audit_log.target_id')),
          )
          .select('audit_log.id')
          .where(matches)
          .execute();
        expect(sortedIds((await audit.list(request)).items), term).toEqual(sortedIds(expected));
      }
      // The two named alike: their entries by the actor's id or the target's (type, id), no joined admin read.
      const condition = (await auditSearchCondition(db, 'بردیا مهرانی'))!;
      const byKeys = db.selectFrom('audit_log').select('audit_log.id').where(condition);
      expect(byKeys.compile().sql).not.toContain('admins');
      expect(sortedIds(await byKeys.execute())).toEqual(sortedIds((await audit.list(auditListQuery.parse({ search: 'بردیا مهرانی' }))).items));
    },
    COMPARISON_TIMEOUT_MS,
  );

  it("searches the admin's tickets by the users' listed ids alone when no subject holds the term, and matches nothing when neither does", async ({ api }) => {
    const db = api.services.db;
    const now = api.clock.now();
    const support = supportRepository(db);
    const unitId = await support.createUnit('فنی', now);
    const ticketIds: number[] = [];
    for (const [i, person] of PEOPLE.slice(0, 3).entries()) {
      const userId = await usersRepository(db).create({
        ...verifiedUser(person, now),
      });
      ticketIds.push(await support.createTicket({ user_id: userId, unit_id: unitId, subject: `درخواست ${i}`, status: 'open', now }, db));
    }
    const byUser = { id: 'support_tickets.user_id', searchText: 'users.search_text' };
    const ticketsMatching = (term: string) =>
      Promise.all([indexedSearch(db, 'support_tickets', term), indexedSearch(db, 'users', term, { columns: [byUser] })]).then(([subject, user]) =>
        anySearchMatches([subject!, user!]),
      );
    const mobileTail = await ticketsMatching('۱۱۱۲۲۳۳');
    // An OR with a constant `1 = 0` in it made SQLite scan every ticket instead of reading the user's through their index.
    const query = db.selectFrom('support_tickets').select('support_tickets.id').where(mobileTail);
    expect(query.compile().sql).not.toContain('1 = 0');
    expect(sortedIds(await query.execute())).toEqual([ticketIds[2]]);
    expect((await support.list(adminTicketListQuery.parse({ search: '۱۱۱۲۲۳۳' }))).items.map((ticket) => ticket.id)).toEqual([ticketIds[2]]);
    const nowhere = await ticketsMatching('zzzz');
    expect(await db.selectFrom('support_tickets').select('id').where(nowhere).execute()).toEqual([]);
  });

  it('reads a term from the index, one of three characters or more from its trigrams and a shorter one from the keys it starts', async ({ api }) => {
    const db = api.services.db;
    const now = api.clock.now();
    const id = await usersRepository(db).create({
      ...verifiedUser({ name: 'کاوه', mobile: '09121110000' }, now),
    });
    const rowIds: Record<SearchIndexedTable, number[]> = { users: [id], payments: [], admins: [], support_tickets: [], videos: [], audit_log: [] };
    rowIds.admins.push(await adminsRepository(db).create(plainAdmin({ name: 'کاوه', username: 'kaveh' }, now)));
    const unitId = await supportRepository(db).createUnit('فنی', now);
    rowIds.support_tickets.push(await supportRepository(db).createTicket({ user_id: id, unit_id: unitId, subject: 'کاوه', status: 'open', now }, db));
    const video = {
      title: 'کاوه',
      owner_id: null,
      duration_seconds: 1,
      size_bytes: 1,
      file_name: 'k.mp4',
      content_sha256: 'k',
      created_by: null,
      created_at: now,
    };
    rowIds.videos.push(await videosRepository(db).create(video, undefined));
    // The users' runs of four characters go too: a term of four is read from them (the next test).
    await db.deleteFrom(USERS_QUADGRAMS).where('row_id', '=', id).execute();
    for (const table of ['users', 'admins', 'support_tickets', 'videos'] as const) {
      await db.deleteFrom(trigramTableOf(table)).where('row_id', 'in', rowIds[table]).execute();
      expect(await idsMatching(db, table, await indexedSearch(db, table, 'کاوه')), table).toEqual([]);
      expect(await idsMatching(db, table, await indexedSearch(db, table, 'کا')), table).toEqual([]);
    }
  });

  it('reads the texts starting with a term as a range: exactly those, wildcards taken literally, up to the last code point', async ({ api }) => {
    const db = api.services.db;
    const now = api.clock.now();
    const texts = [
      'علی',
      'عل',
      'عا',
      'ع',
      'غ',
      'a_b',
      'axb',
      '%x',
      'x%',
      `z${String.fromCodePoint(0x10ffff)}a`,
      'z',
      'zz',
      `${String.fromCodePoint(0xd7ff)}x`,
      '\ue000',
    ];
    for (const [i, text] of texts.entries())
      await db
        .insertInto('users')
        .values({ ...verifiedUser({ name: `n${i}`, mobile: `091200000${String(i).padStart(2, '0')}` }, now), search_text: text })
        .execute();
    for (const term of ['ع', 'عل', 'a_', '%', 'x', 'z', `z${String.fromCodePoint(0x10ffff)}`, String.fromCodePoint(0xd7ff)]) {
      const rows = await db
        .selectFrom('users')
        .select('search_text')
        .where(startsWithTerm(db, 'search_text', term))
        .execute();
      expect(rows.map((row) => row.search_text).sort(), term).toEqual(texts.filter((text) => text.startsWith(term)).sort());
    }
  });

  it("finds a term of one or two characters few rows hold from the keys it starts, at a text's end too, and a dense one by the list's scan", async ({
    api,
  }) => {
    const db = api.services.db;
    const now = api.clock.now();
    const users = usersRepository(db);
    // 2,100 users hold «ل»: more keys start it than are read at once.
    await insertIndexedUsers(
      db,
      Array.from({ length: 2_100 }, (_, i) => {
        const mobile = `0916${String(i).padStart(7, '0')}`;
        return { ...verifiedUser({ name: `لیلا ${i}`, mobile }, now + i, now), search_text: foldForSearch(`لیلا ${i} ${mobile}`) };
      }),
    );
    // «qz» ends one user's text (an email) and is nowhere else; «ژ» is in another's name alone.
    const endingInQz = await users.create(verifiedUser({ name: 'کاوه', mobile: '09121234567', email: 'kaveh@example.qz' }, now));
    const withZhe = await users.create(verifiedUser({ name: 'ژاله', mobile: '09121110000' }, now));
    const found = async (term: string) => idsMatching(db, 'users', await indexedSearch(db, 'users', term));
    expect(await found('qz')).toEqual([endingInQz]);
    expect(await found('z')).toEqual([endingInQz]);
    expect(await found('ژ')).toEqual([withZhe]);
    expect(await found('ژا')).toEqual([withZhe]);
    expect((await indexedSearchPlan(db, 'users', 'ژ'))?.ids).toEqual([withZhe]);
    // A new email brings the text's new last characters; a rename drops the old name's keys.
    await users.update(endingInQz, { email: 'kaveh@example.ژ' });
    expect(await found('qz')).toEqual([]);
    expect(await found('ژ')).toEqual([endingInQz, withZhe]);
    await users.update(withZhe, { name: 'ماهان' });
    expect(await found('ژا')).toEqual([]);
    // The dense term keeps the plain LIKE, which the list's scan serves.
    const dense = await indexedSearchPlan(db, 'users', 'ل');
    expect(dense?.ids).toBeUndefined();
    expect(await idsMatching(db, 'users', dense?.condition)).toHaveLength(2_100);
  });

  it("reads a user's term of four characters or more from their runs of four, and a term of three from their trigrams", async ({ api }) => {
    const db = api.services.db;
    const now = api.clock.now();
    const users = usersRepository(db);
    const id = await users.create({ ...verifiedUser({ name: 'کاوه', mobile: '09121110000' }, now) });
    const found = async (term: string) => idsMatching(db, 'users', await indexedSearch(db, 'users', term));

    await db.deleteFrom(trigramTableOf('users')).where('row_id', '=', id).execute();
    expect(await found('کاوه')).toEqual([id]);
    expect(await found('کاو')).toEqual([]);

    // A rename writes its runs of four: the old name's go, the new one's come.
    await users.update(id, { name: 'کاوه بهرامی' });
    await db.deleteFrom(trigramTableOf('users')).where('row_id', '=', id).execute();
    expect(await found('بهرامی')).toEqual([id]);
    expect(await found('بهرا')).toEqual([id]);
    await users.update(id, { name: 'بهرام' });
    expect(await found('کاوه')).toEqual([]);
    expect(await db.selectFrom(USERS_QUADGRAMS).select('gram').where('row_id', '=', id).orderBy('gram').execute()).toHaveLength(
      new Set(quadgramsOf(foldForSearch('بهرام 09121110000 '))).size,
    );
  });

  it("pages a users search read from few candidates as the substring search does, in each order, to past its last page, with each page's total", async ({
    api,
  }) => {
    const db = api.services.db;
    const now = api.clock.now();
    // 120 «کامرانی» among others whose text holds parts of it; some deleted, and two names alike so the id breaks the tie.
    const names = [
      ...Array.from({ length: 120 }, (_, i) => `سپیده کامرانی ${i % 30}`),
      ...Array.from({ length: 60 }, (_, i) => `کامران ${i}`),
      ...Array.from({ length: 60 }, (_, i) => `رانی ${i}`),
    ];
    const rows = names.map((name, i) => {
      const mobile = `0917${String(i).padStart(7, '0')}`;
      return { ...verifiedUser({ name, mobile }, now + (i % 45)), deleted_at: i % 17 ? null : now, search_text: foldForSearch(`${name} ${mobile} `) };
    });
    await insertIndexedUsers(db, rows);
    const users = usersRepository(db);
    for (const term of ['کامرانی', 'كامراني ۱', 'ده کامر']) {
      for (const sort of ['created_at:desc', 'name:asc', 'name:desc'] as const) {
        const [field, direction] = sort.split(':') as ['created_at' | 'name', 'asc' | 'desc'];
        const expected = await liveUserIdsMatching(db, term, field, direction);
        expect(expected.length, term).toBeGreaterThan(0);
        for (const page of [1, 2, 3, 4, 9]) {
          const listed = await users.list(adminUserListQuery.parse({ search: term, sort, page, per_page: 25 }));
          const label = `«${term}» ${sort} page ${page}`;
          expect(
            listed.items.map((item) => Number(item.id)),
            label,
          ).toEqual(expected.slice((page - 1) * 25, page * 25));
          expect({ total: listed.total, capped: listed.total_capped }, label).toEqual({ total: expected.length, capped: undefined });
          expect(Object.keys(listed.items[0] ?? {}), label).not.toContain('list_total');
        }
      }
    }
  });

  it('counts a common first name past the cap by the users whose text starts with it, in each order, without walking its postings', async ({ api }) => {
    const now = api.clock.now();
    // 2,100 of 2,100 users hold «نیکو»: a dense term, whose count walked its postings to the thousandth match.
    await insertIndexedUsers(
      api.services.db,
      usersNamed(2_100, (i) => `نیکو ${i}`, now),
    );
    const { db, statements } = recordingStatements(api.services.db);
    for (const sort of ['created_at:desc', 'name:asc'] as const) {
      statements.length = 0;
      const listed = await usersRepository(db).list(adminUserListQuery.parse({ search: 'نیکو', sort }));
      expect({ total: listed.total, capped: listed.total_capped }, sort).toEqual({ total: LIST_COUNT_CAP, capped: true });
      const countsByPostings = statements.filter((statement) => /count\(\*\) as total/.test(statement.sql) && statement.sql.includes(USERS_BY_NAME_TRIGRAMS));
      expect(countsByPostings, sort).toEqual([]);
    }
  });

  it("counts a common surname's matches from the users holding its rarest trigram, each confirmed by its text alone, in each order", async ({ api }) => {
    const now = api.clock.now();
    // 2,100 users hold «کامرانی» after their first name: dense, and no text starts with it.
    await insertIndexedUsers(
      api.services.db,
      usersNamed(2_100, (i) => `سپیده کامرانی ${i}`, now),
    );
    const { db, statements } = recordingStatements(api.services.db);
    for (const sort of ['created_at:desc', 'name:asc'] as const) {
      statements.length = 0;
      const listed = await usersRepository(db).list(adminUserListQuery.parse({ search: 'کامرانی', sort }));
      expect({ total: listed.total, capped: listed.total_capped }, sort).toEqual({ total: LIST_COUNT_CAP, capped: true });
      // The probed trigrams narrow a page's candidates; for a count the text's LIKE settles each row at once.
      const counts = statements.filter((statement) => /count\(\*\) as total/.test(statement.sql));
      expect(counts.at(-1)?.sql, sort).toMatch(new RegExp(`from ["\`]${trigramTableOf('users')}["\`] as`));
      expect(counts.at(-1)?.sql, sort).not.toContain('exists');
    }
  });

  it('pages a videos search of more candidates than are listed as the substring search does, in each order, its total counted by its page', async ({ api }) => {
    // 2,400 of 3,000 titles start «وبینار» (past LISTED_CANDIDATES, read as a subquery); 600 hold «وبی» alone.
    const rows = Array.from({ length: 3_000 }, (_, i) => {
      const title = i % 5 ? `وبینار ${i % 700}` : `وبی ${i}`;
      return {
        title,
        owner_id: null,
        duration_seconds: (i * 37) % 900,
        size_bytes: 1,
        file_name: `${i}.mp4`,
        content_sha256: String(i),
        created_by: null,
        created_at: 1_000 + (i % 250),
        search_text: foldForSearch(title),
      };
    });
    const db = api.services.db;
    await insertInChunks(db, 'videos', rows);
    await backfillSearchTrigrams(db, 'videos');
    const { db: recording, statements } = recordingStatements(db);
    const videos = videosRepository(recording);
    for (const sort of ['title:asc', 'created_at:desc', 'duration_seconds:asc'] as const) {
      const [field, direction] = sort.split(':') as ['title' | 'created_at' | 'duration_seconds', 'asc' | 'desc'];
      const expected = (
        await db
          .selectFrom('videos')
          .select('id')
          .where(containsSearch(['videos.search_text'], 'وبینار')!)
          .orderBy(field, direction)
          .orderBy('id', direction)
          .execute()
      ).map((row) => Number(row.id));
      expect(expected).toHaveLength(2_400);
      for (const page of [1, 2, 120, 121]) {
        statements.length = 0;
        const listed = await videos.page(videoListQuery.parse({ search: 'وبینار', sort, page, per_page: 20 }));
        const label = `${sort} page ${page}`;
        expect(
          listed.items.map((item) => item.id),
          label,
        ).toEqual(expected.slice((page - 1) * 20, page * 20));
        expect(listed.total, label).toBe(2_400);
        // By title the term is read as a subquery of candidates; newest first it is dense, the list's scan.
        if (sort === 'title:asc' && page <= 120)
          expect(
            statements.filter((statement) => /count\(\*\) as .?total/.test(statement.sql)),
            label,
          ).toEqual([]);
      }
    }
  });

  it("reads a users search's page and its total in one statement when the index finds few candidates", async ({ api }) => {
    const now = api.clock.now();
    await insertIndexedUsers(
      api.services.db,
      PEOPLE.map((person, i) => ({ ...verifiedUser(person, now + i), search_text: foldForSearch(`${person.name} ${person.mobile} ${person.email ?? ''}`) })),
    );
    const { db, statements } = recordingStatements(api.services.db);
    for (const sort of ['created_at:desc', 'name:asc'] as const) {
      statements.length = 0;
      const listed = await usersRepository(db).list(adminUserListQuery.parse({ search: 'کریمی', sort }));
      expect(listed.total, sort).toBe(2);
      // The term's trigrams counted, then the page with its total: the candidates are read and matched once.
      expect(statements, sort).toHaveLength(2);
    }
  });
});

describe.each(dialects)('the search index migrations on %s', (dialect) => {
  plainIt(
    'indexes the rows written before it, so searching them finds what the substring search finds',
    async () => {
      const { db, close } = await openEmptyDatabase(dialect);
      try {
        const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
        expect((await migrator.migrateTo('019_payment_kind')).error).toBeUndefined();
        for (const [i, person] of PEOPLE.entries()) {
          await db
            .insertInto('users')
            .values({
              id: i + 1,
              ...verifiedUser(person, 1),
              search_text: foldForSearch(`${person.name} ${person.mobile} ${person.email ?? ''}`),
            })
            .execute();
          await db
            .insertInto('payments')
            .values({
              user_id: i + 1,
              amount: 100_000,
              status: 'pending',
              gateway: 'sandbox',
              authority: AUTHORITY(i),
              gateway_reference: null,
              kind: 'top_up',
              description: null,
              card_pan: null,
              search_text: paymentSearchTextOf([person.name, person.mobile, AUTHORITY(i)]),
              created_at: 1,
              paid_at: null,
              updated_at: 1,
              failure_reason: null,
            })
            .execute();
          await db
            .insertInto('admins')
            .values({
              name: person.name,
              username: `admin${i}`,
              password_hash: 'scrypt$disabled',
              avatar: null,
              permissions: '[]',
              is_super: 0,
              is_active: 1,
              created_at: 1,
              updated_at: 1,
              search_text: foldForSearch(`${person.name} admin${i}`),
            })
            .execute();
          await db
            .insertInto('videos')
            .values({
              title: person.email ?? person.mobile,
              owner_id: i + 1,
              duration_seconds: 1,
              size_bytes: 1,
              file_name: `${i}.mp4`,
              content_sha256: String(i),
              created_by: null,
              created_at: 1,
              search_text: foldForSearch(`${person.email ?? person.mobile} ${person.name} ${person.mobile}`),
            })
            .execute();
          await db
            .insertInto('support_tickets')
            .values({
              user_id: i + 1,
              // Migration 012 made the first units.
              unit_id: 1,
              subject: person.name,
              status: 'open',
              created_at: 1,
              updated_at: 1,
              last_activity_at: 1,
              closed_at: null,
              search_text: foldForSearch(person.name),
            })
            .execute();
          await db
            .insertInto('audit_log')
            .values({ admin_id: i + 1, action: 'admin.login', target_type: null, target_id: null, details: null, ip: `10.0.${i}.1${i}`, created_at: 1 })
            .execute();
        }
        await migrateToLatest(db);
        await expectIndexAgreesWithSubstringSearch(db);
        // Migration 025 gave every user's trigrams their name too.
        const byName = await db.selectFrom('users_search_trigrams_by_name').select(['trigram', 'sort_key', 'row_id']).execute();
        const users = await db.selectFrom('users').select(['id', 'name']).execute();
        const nameOf = new Map(users.map((user) => [Number(user.id), user.name]));
        // Of three characters: the tails (migration 030) are the trigram index's alone.
        const postings = (await db.selectFrom('users_search_trigrams').select(['trigram', 'row_id']).execute()).filter(
          (posting) => Array.from(posting.trigram).length === 3,
        );
        const keyOf = (posting: { trigram: string; row_id: number | string }) => `${posting.trigram} ${Number(posting.row_id)}`;
        expect(byName.map(keyOf).sort()).toEqual(postings.map(keyOf).sort());
        for (const posting of byName) expect(posting.sort_key).toBe(nameOf.get(Number(posting.row_id)));
      } finally {
        await close();
      }
    },
    COMPARISON_TIMEOUT_MS,
  );
});
