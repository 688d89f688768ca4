import { z } from 'zod';

/** GET /health/live → data: the process runs and answers. */
export const livenessData = z.strictObject({ status: z.literal('alive') });

/** GET /health → data: every dependency answered (Redis is `not_configured` for a single instance without it). */
export const readinessData = z.strictObject({ db: z.literal('ok'), redis: z.enum(['ok', 'not_configured']) });
