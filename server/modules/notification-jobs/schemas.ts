import { z } from 'zod';
import { epochMs, idField } from '../../http/schemas';

// Shared with the browser: imports only zod and the shared envelope schemas.

/** A background job as the panel follows it. */
export const jobSchema = z
  .strictObject({
    id: z.number().int().positive(),
    kind: z.string(),
    status: z.enum(['queued', 'running', 'done', 'failed']),
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

/** POST /admin/users/no_balance_notification and GET …/:jobId → data. */
export const jobData = z.strictObject({ job: jobSchema });
export type JobData = z.infer<typeof jobData>;

export const jobIdParams = z.object({ jobId: idField });
