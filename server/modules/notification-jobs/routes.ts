import { implement } from '../../http/route';
import { notificationJobsContract as jobs } from '../../../shared/contracts/notification-jobs.schemas';

export const notificationJobRoutes = [
  implement(jobs.startLowBalance, {}, async ({ caller, services }) => {
    const { job, isNew } = await services.notificationJobs.startLowBalance(caller.admin.id);
    return { message: 'LOW_BALANCE_JOB_STARTED', data: { job }, auditTarget: { type: 'job', id: job.id, details: { started: isNew } } };
  }),
  implement(jobs.lowBalanceJob, { labels: { jobId: 'FIELD_ID' } }, async ({ services, params }) => ({
    data: { job: await services.notificationJobs.find(params.jobId) },
  })),
];
