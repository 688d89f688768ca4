import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../errors';
import { implement } from '../../http/route';
import { AVATAR_FOLDER, isStoredImageName } from '../../storage/image-store';
import { IMAGE_CONTENT_TYPES } from '../../../shared/contracts/files';
import { filesContract as files } from '../../../shared/contracts/files.schemas';

export const fileRoutes = [
  implement(files.avatar, {}, async ({ params, services, hono }) => {
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
  }),
];
