import { admin, defineRoute } from '../../http/route';
import { jobData, jobIdParams } from './schemas';

const tag = 'admin';

export const notificationJobRoutes = [
  defineRoute({
    method: 'post',
    path: '/admin/users/no_balance_notification',
    summary: 'Text every verified user below the minimum balance (at most once a day each), in the background; answers the job at once',
    tag,
    access: admin('users.manage'),
    audit: 'users.notify_low_balance',
    response: jobData,
    successStatus: 202,
    handler: async ({ caller, services }) => {
      const { job, isNew } = await services.notificationJobs.startLowBalance(caller.admin.id);
      return { message: 'LOW_BALANCE_JOB_STARTED', data: { job }, auditTarget: { type: 'job', id: job.id, details: { started: isNew } } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/users/no_balance_notification/:jobId',
    summary: 'How far a low-balance notification job got',
    tag,
    access: admin('users.manage'),
    params: jobIdParams,
    labels: { jobId: 'FIELD_ID' },
    response: jobData,
    refusals: [404],
    handler: async ({ services, params }) => ({ data: { job: await services.notificationJobs.find(params.jobId) } }),
  }),
];
