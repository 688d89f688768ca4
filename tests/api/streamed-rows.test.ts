import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamRowsAsArrays, type Db } from '../../server/db';
import { openEmptyDatabase } from '../support/test-api';

const ROWS = 5_000;

describe('streamRowsAsArrays', () => {
  it('is not offered on SQLite, whose callers page by keyset instead', async () => {
    const { db, close } = await openEmptyDatabase('sqlite');
    try {
      expect(streamRowsAsArrays(db, sql`select 1`.compile(db), 10)).toBeUndefined();
    } finally {
      await close();
    }
  });
});

describe.runIf(process.env.TEST_MYSQL_URL)('streamRowsAsArrays on MySQL', () => {
  let db: Db;
  let close: () => Promise<void>;
  const numbersQuery = () => sql`select n, concat('row ', n) from numbers order by n`.compile(db);

  beforeAll(async () => {
    ({ db, close } = await openEmptyDatabase('mysql'));
    await sql`create table numbers (n int primary key)`.execute(db);
    const values = Array.from({ length: ROWS }, (_, i) => sql`(${i + 1})`);
    await sql`insert into numbers (n) values ${sql.join(values)}`.execute(db);
  });
  afterAll(() => close());

  it('hands out every row of the query once, in its order, as arrays in batches of the size asked', async () => {
    const sizes: number[] = [];
    const seen: number[] = [];
    for await (const batch of streamRowsAsArrays(db, numbersQuery(), 300)!) {
      sizes.push(batch.length);
      for (const row of batch) {
        expect(row).toEqual([expect.anything(), `row ${Number(row[0])}`]);
        seen.push(Number(row[0]));
      }
    }
    expect(seen).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    expect(sizes.slice(0, -1).every((size) => size === 300)).toBe(true);
  });

  it('a reader that leaves after one batch frees its connection: more such readers than the pool holds, and the database still answers', async () => {
    // The pool holds 10 connections: one kept by each reader that left would make the later ones wait forever.
    for (let reader = 0; reader < 12; reader++) {
      const batches = streamRowsAsArrays(db, numbersQuery(), 100)!;
      const first = await batches.next();
      expect(first.value).toHaveLength(100);
      await batches.return(undefined);
    }
    const { rows } = await sql<{ total: number }>`select count(*) as total from numbers`.execute(db);
    expect(Number(rows[0]!.total)).toBe(ROWS);
  }, 20_000);

  it('downloads still being read hold no connection of the pool: with more of them open than it holds, the database still answers', async () => {
    // A slow client keeps its export's query open as long as it reads: the API's other calls must not wait for it.
    const open = Array.from({ length: 12 }, () => streamRowsAsArrays(db, numbersQuery(), 100)!);
    try {
      for (const batches of open) expect((await batches.next()).value).toHaveLength(100);
      const { rows } = await sql<{ total: number }>`select count(*) as total from numbers`.execute(db);
      expect(Number(rows[0]!.total)).toBe(ROWS);
    } finally {
      await Promise.all(open.map((batches) => batches.return(undefined)));
    }
  }, 20_000);

  it('a failing query rejects the reader', async () => {
    const batches = streamRowsAsArrays(db, sql`select n from no_such_table`.compile(db), 10)!;
    await expect(batches.next()).rejects.toThrow(/no_such_table/);
  });
});
