import { admin, routes } from './kit';

// Background jobs the panel starts and follows: today the texts to users below their minimum balance
// (the schemas: notification-jobs.schemas.ts).

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

const access = admin('users.manage');

export const notificationJobRoutes = routes({
  /** Answers at once (202) with the job, new or the one already running. */
  startLowBalance: { method: 'post', path: '/admin/users/no_balance_notification', access, successStatus: 202, audit: 'users.notify_low_balance' },
  lowBalanceJob: { method: 'get', path: '/admin/users/no_balance_notification/:jobId', access, refusals: [404] },
});
