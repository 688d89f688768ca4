import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { Dialect } from '../../db';
import { backupEntry, type BackupEntry } from '../../../shared/contracts/backups.schemas';

/** Files being written start with this and are never listed: a backup appears only once complete. */
export const TEMP_PREFIX = '.tmp-';
const SIDECAR = '.json';
const NAME_PATTERN = /^backup-\d{8}-\d{6}-[0-9a-f]{6}\.(sqlite|sql)\.gz$/;

export const extensionOf = (dialect: Dialect) => (dialect === 'sqlite' ? 'sqlite.gz' : 'sql.gz');

/** A new backup's name, made here from the time and random bytes, never from a client. */
export function newBackupName(at: number, dialect: Dialect): string {
  const stamp = new Date(at).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `backup-${stamp}-${randomBytes(3).toString('hex')}.${extensionOf(dialect)}`;
}

export type OpenTarget = (file: string) => Writable;

/**
 * The backups folder (STORAGE_ROOT/backups, shared by every instance). Each backup is its gzip file and
 * a sidecar `<name>.json` with who made it, when, its size and checksum; the sidecar is written last, so
 * it marks the backup complete, and it lives beside the file rather than in the database, which a
 * restore replaces.
 */
export function backupStore(dir: string, openTarget: OpenTarget = (file) => createWriteStream(file)) {
  const fileOf = (entry: BackupEntry) => path.join(dir, entry.name);

  async function list(): Promise<BackupEntry[]> {
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const present = new Set(names);
    const entries: BackupEntry[] = [];
    for (const sidecar of names) {
      if (!sidecar.endsWith(SIDECAR) || sidecar.startsWith(TEMP_PREFIX)) continue;
      const name = sidecar.slice(0, -SIDECAR.length);
      if (!NAME_PATTERN.test(name) || !present.has(name)) continue;
      const parsed = backupEntry.safeParse(await readJson(path.join(dir, sidecar)));
      // A sidecar must describe its own file: the name a download opens comes from the folder, not from its text.
      if (parsed.success && parsed.data.name === name) entries.push(parsed.data);
    }
    return entries.sort((a, b) => b.created_at - a.created_at || b.name.localeCompare(a.name));
  }

  return {
    dir,
    list,
    fileOf,

    /**
     * Gzips the source into a temporary file while hashing it, then renames it and writes its sidecar.
     * Whatever fails, nothing of this backup is left behind.
     */
    async write(name: string, source: AsyncIterable<Uint8Array>, details: Omit<BackupEntry, 'name' | 'size' | 'sha256'>): Promise<BackupEntry> {
      await fs.mkdir(dir, { recursive: true });
      const tempFile = path.join(dir, TEMP_PREFIX + name);
      const tempSidecar = path.join(dir, TEMP_PREFIX + name + SIDECAR);
      const finalFile = path.join(dir, name);
      try {
        const hash = createHash('sha256');
        let size = 0;
        await pipeline(
          source,
          createGzip(),
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              hash.update(chunk);
              size += chunk.length;
              yield chunk;
            }
          },
          openTarget(tempFile),
        );
        await syncFile(tempFile);
        await fs.rename(tempFile, finalFile);
        const entry: BackupEntry = { name, size, sha256: hash.digest('hex'), ...details };
        await fs.writeFile(tempSidecar, JSON.stringify(entry));
        await syncFile(tempSidecar);
        await fs.rename(tempSidecar, path.join(dir, name + SIDECAR));
        return entry;
      } catch (error) {
        await Promise.all([tempFile, tempSidecar, finalFile].map((file) => fs.rm(file, { force: true })));
        throw error;
      }
    },

    /**
     * Unlists a backup, then removes its file; false when another delete (here or in another instance
     * on the shared folder) unlisted it first. Unlisting is a rename of the sidecar to a temporary name:
     * of several renames of one file exactly one succeeds, so one caller deletes and the rest find none.
     * A process that dies after the rename leaves only temporary or unlisted files, which the next
     * export's `removeLeftovers` sweeps.
     */
    async remove(entry: BackupEntry): Promise<boolean> {
      const tombstone = path.join(dir, `${TEMP_PREFIX}deleting-${randomBytes(4).toString('hex')}-${entry.name}${SIDECAR}`);
      try {
        await fs.rename(path.join(dir, entry.name + SIDECAR), tombstone);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
      await fs.rm(fileOf(entry), { force: true });
      await fs.rm(tombstone, { force: true });
      return true;
    },

    /**
     * Removes what an export that died with its process left: temporary files, and a file whose
     * sidecar was never written. Called by the export lock's holder, so nothing is being written.
     */
    async removeLeftovers(): Promise<void> {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const present = new Set(names);
      const orphans = names.filter((name) => name.startsWith(TEMP_PREFIX) || (NAME_PATTERN.test(name) && !present.has(name + SIDECAR)));
      await Promise.all(orphans.map((name) => fs.rm(path.join(dir, name), { force: true })));
    },
  };
}

export type BackupStore = ReturnType<typeof backupStore>;

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Flushes a file to the disk before it is renamed into place, so a crash cannot list a file of zeros. */
async function syncFile(file: string): Promise<void> {
  const handle = await fs.open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** SHA-256 of a file, hex. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
