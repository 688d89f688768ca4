import { sql } from 'kysely';
import { inTransaction, insertedId, type Db } from '../../db';
import { DAY_MS, tehranDayStartOf } from '../../../shared/tehran-time';
import { paginate } from '../../db/paginate';
import { anySearchMatches, indexedSearch, writeSearchTrigrams } from '../../db/search-index';
import { foldForSearch } from '../../../shared/search-text';
import type { AuditEntry } from '../../db/schema';
import type { AuditListRequest } from '../../../shared/contracts/audit.schemas';

const AUDIT_SORT_COLUMNS = { created_at: 'audit_log.created_at', action: 'audit_log.action' } as const;

export function auditRepository(db: Db) {
  return {
    /** An entry, with its address's trigrams (the log's search reads them, see list). */
    async insert(entry: Omit<AuditEntry, 'id'>): Promise<void> {
      await inTransaction(db, async (trx) => {
        const id = insertedId(await trx.insertInto('audit_log').values(entry).executeTakeFirstOrThrow());
        await writeSearchTrigrams(trx, 'audit_log', id, '', foldForSearch(entry.ip ?? ''));
      });
    },
    /**
     * The search finds entries by the acting admin's or the target admin's name or username (their
     * folded search text) or by the address; `from`/`to` take whole Tehran days, both included.
     */
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
      // The admins' index gives the candidates of both joins, the log's own (migration 025) those of the address.
      const adminMatches = await indexedSearch(db, 'admins', request.search, {
        columns: [
          { id: 'admins.id', searchText: 'admins.search_text' },
          { id: 'target_admins.id', searchText: 'target_admins.search_text' },
        ],
      });
      const addressMatches = await indexedSearch(db, 'audit_log', request.search);
      if (adminMatches && addressMatches) query = query.where(anySearchMatches([adminMatches, addressMatches]));
      return paginate(query, request, AUDIT_SORT_COLUMNS, 'audit_log.id');
    },
  };
}
