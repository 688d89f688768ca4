import { adminsContract } from './admins.schemas';
import { auditContract } from './audit.schemas';
import { authContract } from './auth.schemas';
import { backupsContract } from './backups.schemas';
import { contactUsContract } from './contact-us.schemas';
import { dashboardContract } from './dashboard.schemas';
import { filesContract } from './files.schemas';
import { giftsContract } from './gifts.schemas';
import { healthContract } from './health.schemas';
import { supportContract } from './support.schemas';
import { userContract } from './user.schemas';
import { videosContract } from './videos.schemas';
import { viewsContract } from './views.schemas';
import { impersonationContract } from './impersonation.schemas';
import { notificationJobsContract } from './notification-jobs.schemas';
import { paymentsContract } from './payments.schemas';
import { adminUsersContract } from './users.schemas';
import { twoFactorContract } from './two-factor.schemas';

/**
 * Every area's contract, by area and under the names of shared/contracts/routes.ts: the server's
 * modules implement them, and the browser takes their types (`typeof contracts`) for its calls.
 */
export const contracts = {
  gifts: giftsContract,
  auth: authContract,
  user: userContract,
  health: healthContract,
  contactUs: contactUsContract,
  files: filesContract,
  support: supportContract,
  videos: videosContract,
  backups: backupsContract,
  admins: adminsContract,
  twoFactor: twoFactorContract,
  audit: auditContract,
  dashboard: dashboardContract,
  views: viewsContract,
  users: adminUsersContract,
  impersonation: impersonationContract,
  notificationJobs: notificationJobsContract,
  payments: paymentsContract,
};

export type Contracts = typeof contracts;
