import { sql } from 'kysely';
import type { Db } from '../../db';
import type { AuditEntry } from '../../db/schema';

export interface AuditFilter {
  adminId?: number;
  action?: string;
  from?: number;
  to?: number;
  page: number;
  perPage: number;
}

export function auditRepository(db: Db) {
  return {
    async insert(entry: Omit<AuditEntry, 'id'>): Promise<void> {
      await db.insertInto('audit_log').values(entry).execute();
    },
    async list(filter: AuditFilter) {
      let query = db
        .selectFrom('audit_log')
        .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
        // target_id is text (targets of any kind); both dialects compare it with the integer id as a number.
        .leftJoin('admins as target_admins', (join) =>
          join.on('audit_log.target_type', '=', 'admin').on(sql`target_admins.id`, '=', sql.ref('audit_log.target_id')),
        );
      if (filter.adminId !== undefined) query = query.where('audit_log.admin_id', '=', filter.adminId);
      if (filter.action) query = query.where('audit_log.action', '=', filter.action);
      if (filter.from !== undefined) query = query.where('audit_log.created_at', '>=', filter.from);
      if (filter.to !== undefined) query = query.where('audit_log.created_at', '<', filter.to);
      const [rows, total] = await Promise.all([
        query
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
          ])
          .orderBy('audit_log.id', 'desc')
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },
  };
}
