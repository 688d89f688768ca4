import { giftRoutes } from './modules/gifts/routes';
import type { AnyRoute } from './http/route';
import { adminRoutes } from './modules/admins/routes';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { fileRoutes } from './modules/files/routes';
import { healthRoutes } from './modules/health/routes';
import { paymentExportRoutes } from './modules/payments/export-routes';
import { paymentRoutes } from './modules/payments/routes';
import { userRoutes } from './modules/users/routes';
import { impersonationRoutes } from './modules/impersonation/routes';
import { notificationJobRoutes } from './modules/notification-jobs/routes';
import { adminUserRoutes } from './modules/users/admin-routes';
import { videoRoutes } from './modules/videos/routes';
import { backupRoutes } from './modules/backups/routes';
import { supportRoutes } from './modules/support/routes';
import { contactUsRoutes } from './modules/contact-us/routes';
import { viewRoutes } from './modules/views/routes';
import { twoFactorRoutes } from './modules/two-factor/routes';

/** Every API route with who may call it: the table the server mounts, documents and the access test walks. */
export const routeTable: readonly AnyRoute[] = [
  ...healthRoutes,
  ...authRoutes,
  ...userRoutes,
  ...adminRoutes,
  ...twoFactorRoutes,
  ...adminUserRoutes,
  ...impersonationRoutes,
  ...notificationJobRoutes,
  ...dashboardRoutes,
  ...auditRoutes,
  ...fileRoutes,
  ...giftRoutes,
  ...paymentRoutes,
  ...paymentExportRoutes,
  ...videoRoutes,
  ...backupRoutes,
  ...supportRoutes,
  ...contactUsRoutes,
  ...viewRoutes,
];
