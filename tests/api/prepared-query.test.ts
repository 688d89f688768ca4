import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type Db } from '../../server/db';
import { preparedArrayQuery, preparedQuery } from '../../server/db/prepared';
import { dialects, openEmptyDatabase } from '../support/test-api';

describe.each(dialects)('prepared queries on %s', (dialect) => {
  let db: Db;
  let close: () => Promise<void>;
  /** The same database, typed with the test's own table. */
  const pets = () => db as unknown as Kysely<{ pets: { id: number; name: string; age: number | null } }>;

  beforeAll(async () => {
    ({ db, close } = await openEmptyDatabase(dialect));
    await sql`create table pets (id int primary key, name varchar(20) not null, age int null)`.execute(db);
    await sql`insert into pets (id, name, age) values (1, 'Rostam', 3), (2, 'Shirin', null), (3, 'Sohrab', 5)`.execute(db);
  });
  afterAll(() => close());

  it('an array query gives each row as its values in the order the query selects them', async () => {
    const byAge = preparedArrayQuery<{ age: number }>(db, (arg) =>
      pets().selectFrom('pets').select(['name', 'id', 'age']).where('age', '>', arg('age')).orderBy('id'),
    );
    expect(await byAge({ age: 1 })).toEqual([
      ['Rostam', 1, 3],
      ['Sohrab', 3, 5],
    ]);
    expect(await byAge({ age: 4 })).toEqual([['Sohrab', 3, 5]]);
  });

  it('an array query made while another request holds a transaction waits for it through Kysely and gives the same arrays', async () => {
    const byId = preparedArrayQuery<{ id: number }>(db, (arg) => pets().selectFrom('pets').select(['name', 'id', 'age']).where('id', '=', arg('id')));
    const outside = await byId({ id: 2 });
    let opened!: () => void;
    let release!: () => void;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = inTransaction(db, async (trx) => {
      await sql`update pets set age = age where id = 1`.execute(trx);
      opened();
      await released;
    });
    await isOpen;
    // On SQLite the driver is inside the other transaction now, so the read must not run on it directly.
    const reading = byId({ id: 2 });
    release();
    await transaction;
    expect(outside).toEqual([['Shirin', 2, null]]);
    expect(await reading).toEqual(outside);
  });

  it('the same SQL prepared for objects and for arrays keeps each its own form', async () => {
    const asObjects = preparedQuery<{ id: number }, { name: string }>(db, (arg) => pets().selectFrom('pets').select('name').where('id', '=', arg('id')));
    const asArrays = preparedArrayQuery<{ id: number }>(db, (arg) => pets().selectFrom('pets').select('name').where('id', '=', arg('id')));
    expect(await asArrays({ id: 1 })).toEqual([['Rostam']]);
    expect(await asObjects({ id: 1 })).toEqual([{ name: 'Rostam' }]);
    expect(await asArrays({ id: 3 })).toEqual([['Sohrab']]);
  });
});
