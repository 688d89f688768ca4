import { z } from 'zod';

/** Any text: a name the store did not make is a 404, like a missing file, not a refused input. */
export const avatarParams = z.object({ name: z.string() });
