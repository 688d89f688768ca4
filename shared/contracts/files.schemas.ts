import { z } from 'zod';
import { fileRoutes } from './files';
import { defineContract } from './kit.schemas';

export const filesContract = defineContract(fileRoutes, {
  avatar: {
    summary: 'An avatar image (names are random and unguessable)',
    tag: 'files',
    // Any text: a name the store did not make is a 404, like a missing file, not a refused input.
    params: z.object({ name: z.string() }),
  },
});
