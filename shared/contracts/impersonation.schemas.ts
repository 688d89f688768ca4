import { z } from 'zod';
import { impersonationRoutes } from './impersonation';
import { defineContract, idParams } from './kit.schemas';

/** GET /admin/users/login_using_id/:id → data (the user token is the envelope's `token`). */
const impersonationData = z.strictObject({
  user: z.strictObject({ id: z.number().int().positive(), name: z.string() }),
  expires_in_seconds: z.number().int().positive(),
});

export const impersonationContract = defineContract(impersonationRoutes, {
  start: {
    summary: 'Sign in as a user: a user token whose session is marked with the admin and lasts at most an hour',
    tag: 'admin',
    params: idParams,
    response: impersonationData,
  },
});
