import { Migrator } from 'kysely';
import { describe, expect, it as plainIt } from 'vitest';
import { foldForSearch } from '../../shared/search-text';
import { migrateToLatest, migrations, type Db } from '../../server/db';
import { containsSearch, type SearchCondition } from '../../server/db/paginate';
import { indexedSearch, type SearchIndexedTable } from '../../server/db/search-index';
import { paymentSearchTextOf, paymentsRepository } from '../../server/modules/payments/repository';
import { usersRepository } from '../../server/modules/users/repository';
import { apiTest, dialects, openEmptyDatabase } from '../support/test-api';

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

const idsMatching: Record<SearchIndexedTable, (db: Db, condition: Condition) => Promise<number[]>> = {
  users: async (db, condition) =>
    (
      await db
        .selectFrom('users')
        .select('id')
        .$if(condition !== undefined, (query) => query.where(condition!))
        .orderBy('id')
        .execute()
    ).map((row) => Number(row.id)),
  payments: async (db, condition) =>
    (
      await db
        .selectFrom('payments')
        .select('id')
        .$if(condition !== undefined, (query) => query.where(condition!))
        .orderBy('id')
        .execute()
    ).map((row) => Number(row.id)),
};

/** Every query's matches through the index and through the plain substring search, which must be the same. */
async function expectIndexAgreesWithSubstringSearch(db: Db): Promise<void> {
  for (const table of ['users', 'payments'] as const) {
    for (const query of QUERIES) {
      const expected = await idsMatching[table](db, containsSearch([`${table}.search_text`], query));
      const indexed = await idsMatching[table](db, await indexedSearch(db, table, query));
      expect(indexed, `${table} searched for «${query}»`).toEqual(expected);
    }
  }
  // The data set is not trivial: the short and the long terms both find some rows and miss others.
  const found = await idsMatching.users(db, await indexedSearch(db, 'users', 'کریمی'));
  expect(found).toHaveLength(2);
}

const AUTHORITY = (i: number) => `S${String(i).padStart(10, '0')}`;

describe.each(dialects)('the search index on %s', (dialect) => {
  const it = apiTest(dialect);

  it('finds exactly what the substring search finds, for terms of one character and up, after rows are written, renamed and paid', async ({ api }) => {
    const db = api.services.db;
    const users = usersRepository(db);
    const payments = paymentsRepository(db);
    const now = api.clock.now();
    const userIds: number[] = [];
    for (const person of PEOPLE) {
      userIds.push(
        await users.create({ ...person, password_hash: 'scrypt$disabled', is_verified: 1, min_balance: 0, created_at: now, updated_at: now, deleted_at: null }),
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
    expect(await idsMatching.users(db, await indexedSearch(db, 'users', 'رحیمی'))).toEqual([userIds[0]]);
    expect(await idsMatching.payments(db, await indexedSearch(db, 'payments', '1000003'))).toEqual([paymentIds[3]]);
  });

  it('reads a term of three characters or more from the index, and a shorter one from the text', async ({ api }) => {
    const db = api.services.db;
    const now = api.clock.now();
    const id = await usersRepository(db).create({
      name: 'کاوه',
      mobile: '09121110000',
      email: null,
      password_hash: 'scrypt$disabled',
      is_verified: 1,
      min_balance: 0,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    await db.deleteFrom('users_search_trigrams').where('row_id', '=', id).execute();
    expect(await idsMatching.users(db, await indexedSearch(db, 'users', 'کاوه'))).toEqual([]);
    expect(await idsMatching.users(db, await indexedSearch(db, 'users', 'کا'))).toEqual([id]);
  });
});

describe.each(dialects)('the search index migration on %s', (dialect) => {
  plainIt('indexes the rows written before it, so searching them finds what the substring search finds', async () => {
    const { db, close } = await openEmptyDatabase(dialect);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('019_payment_kind')).error).toBeUndefined();
      for (const [i, person] of PEOPLE.entries()) {
        await db
          .insertInto('users')
          .values({
            id: i + 1,
            ...person,
            password_hash: 'scrypt$disabled',
            is_verified: 1,
            min_balance: 0,
            created_at: 1,
            updated_at: 1,
            deleted_at: null,
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
      }
      await migrateToLatest(db);
      await expectIndexAgreesWithSubstringSearch(db);
    } finally {
      await close();
    }
  });
});
