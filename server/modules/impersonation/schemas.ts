import { z } from 'zod';

// Shared with the browser: imports only zod.

/** Who signed in as the user, on the user's own answers (null in the user's own session). */
export const impersonatorSchema = z.strictObject({ id: z.number().int().positive(), name: z.string() }).nullable();
export type Impersonator = z.infer<typeof impersonatorSchema>;
