import type { Insertable } from 'kysely';
import type { Db } from '../../server/db';
import type { UsersTable } from '../../server/db/schema';
import { backfillSearchTrigrams, backfillUsersByNameTrigrams, backfillUsersQuadgrams } from '../../server/db/search-index';
import { foldForSearch } from '../../shared/search-text';
import { insertInChunks } from './inserted-rows';

/** Users written straight to the table in chunks of 500, then indexed as the migrations index them. */
export async function insertIndexedUsers(db: Db, rows: Insertable<UsersTable>[]): Promise<void> {
  await insertInChunks(db, 'users', rows);
  await backfillSearchTrigrams(db, 'users');
  await backfillUsersByNameTrigrams(db);
  await backfillUsersQuadgrams(db);
}

/** A verified user's row, the columns a search test does not look at filled in, made at `createdAt`. */
export function verifiedUser<Person extends { name: string; mobile: string; email?: string | null }>(person: Person, createdAt: number, updatedAt = createdAt) {
  return {
    email: null,
    ...person,
    password_hash: 'scrypt$disabled',
    is_verified: 1,
    min_balance: 0,
    created_at: createdAt,
    updated_at: updatedAt,
    deleted_at: null,
  };
}

/** `count` verified users named by `nameOf`, each with a mobile of its own and its folded search text, made a millisecond apart from `createdAt`. */
export function usersNamed(count: number, nameOf: (i: number) => string, createdAt: number) {
  return Array.from({ length: count }, (_, i) => {
    const name = nameOf(i);
    const mobile = `0916${String(i).padStart(7, '0')}`;
    return { ...verifiedUser({ name, mobile }, createdAt + i), search_text: foldForSearch(`${name} ${mobile} `) };
  });
}
