import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../errors';
import { anyone, defineRoute, fileResponse } from '../../http/route';
import { AVATAR_FOLDER, IMAGE_CONTENT_TYPES, isStoredImageName } from '../../storage/image-store';
import { avatarParams } from './schemas';

export const fileRoutes = [
  defineRoute({
    method: 'get',
    path: '/files/avatars/:name',
    summary: 'An avatar image (names are random and unguessable)',
    tag: 'files',
    access: anyone,
    params: avatarParams,
    response: fileResponse(Object.values(IMAGE_CONTENT_TYPES)),
    refusals: [404],
    handler: async ({ params, services, hono }) => {
      const { name } = params;
      if (!isStoredImageName(name)) throw new AppError('NOT_FOUND');
      const file = path.join(services.env.STORAGE_ROOT, AVATAR_FOLDER, name);
      const bytes = await fs.readFile(file).catch(() => {
        throw new AppError('NOT_FOUND');
      });
      const extension = path.extname(name).slice(1) as keyof typeof IMAGE_CONTENT_TYPES;
      return hono.body(new Uint8Array(bytes), 200, {
        'Content-Type': IMAGE_CONTENT_TYPES[extension],
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'",
      });
    },
  }),
];
