import { z } from 'zod';
import { JOB_STATUSES, notificationJobRoutes } from './notification-jobs';
import { defineContract, epochMs, idField } from './kit.schemas';

const tag = 'admin';

/** A background job as the panel follows it. */
export const jobSchema = z
  .strictObject({
    id: z.number().int().positive(),
    kind: z.string(),
    status: z.enum(JOB_STATUSES),
    /** Users to text, counted when the job started (set to `done` when it ends). */
    total: z.number().int().nonnegative(),
    /** Users texted so far. */
    done: z.number().int().nonnegative(),
    created_at: epochMs,
    started_at: epochMs.nullable(),
    finished_at: epochMs.nullable(),
  })
  .meta({ id: 'Job' });
export type PublicJob = z.infer<typeof jobSchema>;

const jobData = z.strictObject({ job: jobSchema });

export const notificationJobsContract = defineContract(notificationJobRoutes, {
  startLowBalance: {
    summary: 'Text every verified user below the minimum balance (at most once a day each), in the background; answers the job at once',
    tag,
    response: jobData,
  },
  lowBalanceJob: { summary: 'How far a low-balance notification job got', tag, params: z.object({ jobId: idField }), response: jobData },
});
