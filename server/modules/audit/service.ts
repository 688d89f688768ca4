import type { Clock } from '../../clock';
import type { Db } from '../../db';
import type { AuditListRequest } from '../../../shared/contracts/audit.schemas';
import { auditRepository } from './repository';

export function createAuditService({ db, clock }: { db: Db; clock: Clock }) {
  const audit = auditRepository(db);
  return {
    async record(entry: {
      adminId: number;
      action: string;
      target?: { type: string; id: number | string; details?: Record<string, unknown> };
      ip: string;
    }): Promise<void> {
      await audit.insert({
        admin_id: entry.adminId,
        action: entry.action,
        target_type: entry.target?.type ?? null,
        target_id: entry.target ? String(entry.target.id) : null,
        details: entry.target?.details ? JSON.stringify(entry.target.details) : null,
        ip: entry.ip.slice(0, 64),
        created_at: clock.now(),
      });
    },
    async list(request: AuditListRequest) {
      const page = await audit.list(request);
      return {
        ...page,
        items: page.items.map((row) => ({
          ...row,
          created_at: Number(row.created_at),
          details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
        })),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
