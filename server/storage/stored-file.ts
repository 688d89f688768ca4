import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A name nobody can guess or choose: 32 hex digits and the extension the bytes earned. */
export const serverMadeName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

/**
 * Writes `bytes` to `<root>/<folder>/<name>` through a temporary name renamed when complete, so a
 * reader never sees half a file.
 */
export async function writeStoredFile(root: string, folder: string, name: string, bytes: Uint8Array): Promise<void> {
  const directory = path.join(root, folder);
  await fs.mkdir(directory, { recursive: true });
  const temporary = path.join(directory, `.${name}.part`);
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, path.join(directory, name));
}
