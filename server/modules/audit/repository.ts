import { sql, type SqlBool } from 'kysely';
import { inTransaction, insertedId, type Db } from '../../db';
import { DAY_MS, tehranDayStartOf } from '../../../shared/tehran-time';
import { containsSearch, LIST_COUNT_CAP, paginate, type SearchCondition } from '../../db/paginate';
import { anySearchMatches, indexedSearch, keysListed, matchingIds, writeSearchTrigrams } from '../../db/search-index';
import { foldForSearch } from '../../../shared/search-text';
import type { AuditEntry } from '../../db/schema';
import type { AuditListRequest } from '../../../shared/contracts/audit.schemas';

const AUDIT_SORT_COLUMNS = { created_at: 'audit_log.created_at', action: 'audit_log.action' } as const;

/**
 * Past this many admins matching a term (a letter, a word every username holds), their entries are most
 * of the log: the list's scan in its own order meets a page of them soon, where reading each admin's
 * entries by key would read them all and sort them for a page.
 */
const LISTED_ADMINS = 50;

/**
 * The condition of the log's search (undefined when there is nothing to search for): the acting or the
 * target admin's name or username (their folded search text), or the address. The admins' index gives
 * the matching admins; when they are few, their entries are read from the log's own columns by key
 * (audit_log_admin, audit_log_target: migration 026), which names no joined table. Matched through the
 * joined admins' rows, every entry was read and joined for the page and again for its count (60 ms at
 * 100,000 entries on SQLite). The log's own index (migration 025) gives the matching addresses.
 */
export async function auditSearchCondition(db: Db, search: string | undefined): Promise<SearchCondition | undefined> {
  const adminIds = await matchingIds(db, 'admins', search);
  const addressMatches = await indexedSearch(db, 'audit_log', search);
  if (!adminIds || !addressMatches) return undefined;
  const adminMatches =
    adminIds.length > LISTED_ADMINS
      ? containsSearch(['admins.search_text', 'target_admins.search_text'], search)!
      : keysListed([
          { column: 'audit_log.admin_id', keys: adminIds },
          // target_id is text: compared as text, the values are read through the index on both dialects (the log writes String(id)).
          { column: 'audit_log.target_id', keys: adminIds.map(String), alsoHolds: sql<SqlBool>`${sql.ref('audit_log.target_type')} = ${'admin'}` },
        ]);
  return anySearchMatches([adminMatches, addressMatches]);
}

export function auditRepository(db: Db) {
  return {
    /** An entry, with its address's trigrams (the log's search reads them, see list). */
    async insert(entry: Omit<AuditEntry, 'id'>): Promise<void> {
      await inTransaction(db, async (trx) => {
        const id = insertedId(await trx.insertInto('audit_log').values(entry).executeTakeFirstOrThrow());
        await writeSearchTrigrams(trx, 'audit_log', id, '', foldForSearch(entry.ip ?? ''));
      });
    },
    /** Searched by auditSearchCondition; `from`/`to` take whole Tehran days, both included. */
    async list(request: AuditListRequest) {
      let query = db
        .selectFrom('audit_log')
        .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
        // target_id is text (targets of any kind); both dialects compare it with the integer id as a number.
        .leftJoin('admins as target_admins', (join) =>
          join.on('audit_log.target_type', '=', 'admin').on(sql`target_admins.id`, '=', sql.ref('audit_log.target_id')),
        )
        .select([
          'audit_log.id',
          'audit_log.admin_id',
          'admins.name as admin_name',
          'admins.username as admin_username',
          'audit_log.action',
          'audit_log.target_type',
          'audit_log.target_id',
          'target_admins.name as target_name',
          'audit_log.details',
          'audit_log.ip',
          'audit_log.created_at',
        ]);
      if (request.admin_id !== undefined) query = query.where('audit_log.admin_id', '=', request.admin_id);
      if (request.action) query = query.where('audit_log.action', '=', request.action);
      if (request.from) query = query.where('audit_log.created_at', '>=', tehranDayStartOf(request.from));
      if (request.to) query = query.where('audit_log.created_at', '<', tehranDayStartOf(request.to) + DAY_MS);
      const matches = await auditSearchCondition(db, request.search);
      if (matches) query = query.where(matches);
      // The log only grows: past the cap the pager says "more than" (see paginate).
      return paginate(query, request, AUDIT_SORT_COLUMNS, 'audit_log.id', { countCap: LIST_COUNT_CAP, db });
    },
  };
}
