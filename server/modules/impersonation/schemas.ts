import { z } from 'zod';

// Shared with the browser: imports only zod.

/** GET /admin/users/login_using_id/:id → data (the user token is the envelope's `token`). */
export const impersonationData = z.strictObject({
  user: z.strictObject({ id: z.number().int().positive(), name: z.string() }),
  expires_in_seconds: z.number().int().positive(),
});
export type ImpersonationData = z.infer<typeof impersonationData>;
