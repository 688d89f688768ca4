import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_CONTENT_TYPES } from '../../shared/contracts/files';
import { AppError } from '../errors';
import { serverMadeName, writeStoredFile } from './stored-file';

export const AVATAR_FOLDER = 'avatars';
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const SIGNATURES: { type: 'png' | 'jpg' | 'webp'; matches: (head: Buffer) => boolean }[] = [
  { type: 'png', matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'jpg', matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  { type: 'webp', matches: (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** What the bytes are, whatever the file's name or declared type says. */
export function imageTypeOf(head: Buffer): keyof typeof IMAGE_CONTENT_TYPES | null {
  return SIGNATURES.find((signature) => signature.matches(head))?.type ?? null;
}

/** Stores an uploaded image under `<root>/<folder>/` with a name the server makes up. */
export async function storeImage(file: File, root: string, folder: string): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new AppError('IMAGE_TOO_LARGE', { params: { megabytes: MAX_IMAGE_BYTES / (1024 * 1024) } });
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = imageTypeOf(bytes.subarray(0, 16));
  if (!type) throw new AppError('IMAGE_TYPE_REFUSED');
  const name = serverMadeName(type);
  await writeStoredFile(root, folder, name, bytes);
  return name;
}

/** Removes a stored image; one already gone is no error, since the goal is that it is not served. */
export async function removeImage(name: string, root: string, folder: string): Promise<void> {
  if (!isStoredImageName(name)) return;
  await fs.rm(path.join(root, folder, name), { force: true });
}

/** Only names this store made are served, so no path from a request reaches the disk. */
export function isStoredImageName(name: string): boolean {
  return /^[0-9a-f]{32}\.(png|jpg|webp)$/.test(name);
}
