import { giftRoutes } from './gifts';
import { impersonationRoutes } from './impersonation';
import { notificationJobRoutes } from './notification-jobs';
import { paymentRoutes } from './payments';
import { adminUserRoutes } from './users';

/** Every area's calls, by area: what the typed clients (lib/http) make their functions from. */
export const apiRoutes = {
  gifts: giftRoutes,
  users: adminUserRoutes,
  impersonation: impersonationRoutes,
  notificationJobs: notificationJobRoutes,
  payments: paymentRoutes,
};
