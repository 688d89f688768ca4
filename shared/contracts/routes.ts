import { adminRoutes } from './admins';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { backupRoutes } from './backups';
import { contactUsRoutes } from './contact-us';
import { dashboardRoutes } from './dashboard';
import { fileRoutes } from './files';
import { giftRoutes } from './gifts';
import { healthRoutes } from './health';
import { supportRoutes } from './support';
import { userRoutes } from './user';
import { videoRoutes } from './videos';
import { viewRoutes } from './views';
import { impersonationRoutes } from './impersonation';
import { notificationJobRoutes } from './notification-jobs';
import { paymentRoutes } from './payments';
import { adminUserRoutes } from './users';

/** Every area's calls, by area: what the typed clients (lib/http) make their functions from. */
export const apiRoutes = {
  gifts: giftRoutes,
  auth: authRoutes,
  user: userRoutes,
  health: healthRoutes,
  contactUs: contactUsRoutes,
  files: fileRoutes,
  support: supportRoutes,
  videos: videoRoutes,
  backups: backupRoutes,
  admins: adminRoutes,
  audit: auditRoutes,
  dashboard: dashboardRoutes,
  views: viewRoutes,
  users: adminUserRoutes,
  impersonation: impersonationRoutes,
  notificationJobs: notificationJobRoutes,
  payments: paymentRoutes,
};
