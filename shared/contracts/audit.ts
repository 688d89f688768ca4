import { admin, routes } from './kit';

// The audit log: what each admin did, kept for super admins to read (the schemas: audit.schemas.ts).

/** Every action the audit log records; the audit screen names each from its key (`audit.actions.<key>` in the locales). */
export const AUDIT_ACTIONS = [
  'admin.login',
  'admin.logout',
  'admin.create',
  'admin.update',
  'profile.update',
  'profile.password',
  'user.create',
  'user.update',
  'user.delete',
  'user.min_balance',
  'user.balance_adjust',
  'user.impersonate',
  'users.notify_low_balance',
  'gift.create',
  'gift.update',
  'gift.delete',
  'gift.publish',
  'payments.export',
  'video.upload',
  'backups.export',
  'backups.download',
  'backups.delete',
  'support.unit_create',
  'support.unit_update',
  'support.reply',
  'support.close',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Super admins only: what every admin did is not for an area's managers to read. */
export const auditRoutes = routes({
  list: {
    method: 'get',
    path: '/admin/audit/list',
    access: admin('super'),
    // The action filter stays free text, as the route always took it: an unknown action finds nothing rather than refusing.
    listing: { sortFields: ['created_at', 'action'], defaultSort: 'created_at:desc', filters: { admin_id: 'number', action: 'text', from: 'day', to: 'day' } },
  },
});
