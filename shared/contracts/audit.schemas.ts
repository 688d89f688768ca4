import { z } from 'zod';
import { auditRoutes } from './audit';
import { defineContract, epochMs, listDayField, listQueryFor, pageOf } from './kit.schemas';

export const auditListQuery = listQueryFor(auditRoutes.list.listing, {
  admin_id: z.coerce.number().int().positive().optional(),
  action: z.string().max(64).optional(),
  from: listDayField('FROM_DAY_INVALID'),
  to: listDayField('TO_DAY_INVALID'),
}).refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'FROM_AFTER_TO', path: ['to'] });

export type AuditListRequest = z.output<typeof auditListQuery>;

/** One entry of the audit log. */
export const publicAuditEntrySchema = z
  .strictObject({
    id: z.number().int().positive(),
    admin_id: z.number().int().positive(),
    admin_name: z.string().nullable(),
    admin_username: z.string().nullable(),
    action: z.string(),
    target_type: z.string().nullable(),
    target_id: z.string().nullable(),
    /** The admin's current name when the entry is about an admin. */
    target_name: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    ip: z.string().nullable(),
    created_at: epochMs,
  })
  .meta({ id: 'PublicAuditEntry' });
export type PublicAuditEntry = z.infer<typeof publicAuditEntrySchema>;

export const auditContract = defineContract(auditRoutes, {
  list: { summary: 'The audit log (super admins only)', tag: 'admin', query: auditListQuery, response: pageOf(publicAuditEntrySchema) },
});
