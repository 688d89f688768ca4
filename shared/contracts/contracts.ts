import { giftsContract } from './gifts.schemas';
import { impersonationContract } from './impersonation.schemas';
import { notificationJobsContract } from './notification-jobs.schemas';
import { paymentsContract } from './payments.schemas';
import { adminUsersContract } from './users.schemas';

/**
 * Every area's contract, by area and under the names of shared/contracts/routes.ts: the server's
 * modules implement them, and the browser takes their types (`typeof contracts`) for its calls.
 */
export const contracts = {
  gifts: giftsContract,
  users: adminUsersContract,
  impersonation: impersonationContract,
  notificationJobs: notificationJobsContract,
  payments: paymentsContract,
};

export type Contracts = typeof contracts;
