import { z } from 'zod';

/** GET /health → data. */
export const healthData = z.strictObject({ db: z.literal('ok') });
