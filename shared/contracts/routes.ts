import { adminRoutes } from './admins';
import { adminUserRoutes } from './users';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { backupRoutes } from './backups';
import { contactUsRoutes } from './contact-us';
import { dashboardRoutes } from './dashboard';
import { fileRoutes } from './files';
import { giftRoutes } from './gifts';
import { healthRoutes } from './health';
import { impersonationRoutes } from './impersonation';
import { notificationJobRoutes } from './notification-jobs';
import { paymentRoutes } from './payments';
import { supportRoutes } from './support';
import { userRoutes } from './user';
import { twoFactorRoutes } from './two-factor';
import { videoRoutes } from './videos';
import { viewRoutes } from './views';
import type { Route } from './kit';

/** Every area's calls, by area: what the typed clients (lib/http) make their functions from. */
export const apiRoutes = {
  auth: authRoutes,
  user: userRoutes,
  health: healthRoutes,
  files: fileRoutes,
  contactUs: contactUsRoutes,
  support: supportRoutes,
  videos: videoRoutes,
  payments: paymentRoutes,
  admins: adminRoutes,
  twoFactor: twoFactorRoutes,
  dashboard: dashboardRoutes,
  users: adminUserRoutes,
  impersonation: impersonationRoutes,
  notificationJobs: notificationJobRoutes,
  gifts: giftRoutes,
  backups: backupRoutes,
  views: viewRoutes,
  audit: auditRoutes,
};

type Registry = typeof apiRoutes;
type AnyCall = { [Area in keyof Registry]: Registry[Area][keyof Registry[Area]] }[keyof Registry];

/** An action the audit log records: one a call declares (`audit`, or `auditWrongCode` for its refusals, on its route). */
export type AuditAction = Extract<AnyCall, { audit: string }>['audit'] | Extract<AnyCall, { auditWrongCode: string }>['auditWrongCode'];

/** Every action the audit log records, from the calls that declare one, by name (so each area's sit together). */
export const AUDIT_ACTIONS = Object.values(apiRoutes)
  .flatMap((calls) =>
    Object.values(calls).flatMap((route: Route) => [route.audit, route.auditWrongCode].filter((action) => action !== undefined) as AuditAction[]),
  )
  .sort() as [AuditAction, ...AuditAction[]];
