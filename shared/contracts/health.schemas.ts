import { z } from 'zod';
import { healthRoutes } from './health';
import { defineContract } from './kit.schemas';

const tag = 'health';

/** GET /health/live → data: the process runs and answers. */
export const livenessData = z.strictObject({ status: z.literal('alive') });

/** GET /health → data: every dependency answered (Redis is `not_configured` for a single instance without it). */
export const readinessData = z.strictObject({ db: z.literal('ok'), redis: z.enum(['ok', 'not_configured']) });

export const healthContract = defineContract(healthRoutes, {
  readiness: { summary: 'Readiness: whether this instance can serve (its database and Redis answer); 503 when not', tag, response: readinessData },
  liveness: { summary: 'Liveness: the process runs and answers, whatever its dependencies do', tag, response: livenessData },
});
