import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { systemClock } from '../../clock';
import { memoryLocks, redisLocks } from '../../coordination/locks';
import { connectRedis } from '../../coordination/redis';
import { dialectOf, openDatabase, type Db } from '../../db';
import type { Env } from '../../env';
import { mysqlLoad } from './dump';
import { integrityProblems } from './repository';
import { backupEntry, type BackupEntry } from '../../../shared/contracts/backups.schemas';
import { createBackupService } from './service';
import { extensionOf, sha256Of } from './store';

/** The backup's own record beside it, when it has one. */
async function sidecarOf(file: string): Promise<BackupEntry | null> {
  const text = await fs.readFile(`${file}.json`, 'utf8').catch(() => null);
  if (text === null) return null;
  const parsed = backupEntry.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

/**
 * Replaces an SQLite database's content with a backup's through SQLite's backup API (what the sqlite3
 * shell's `.restore` does), after checking the unpacked copy is whole; the target's other connections
 * see either the old database or the new one.
 */
async function restoreSqlite(backupFile: string, databaseFile: string): Promise<void> {
  const { default: SQLite } = await import('better-sqlite3');
  const unpacked = path.join(path.dirname(databaseFile), `.restore-${randomBytes(4).toString('hex')}.sqlite`);
  try {
    await pipeline(createReadStream(backupFile), createGunzip(), createWriteStream(unpacked));
    const source = new SQLite(unpacked, { readonly: true });
    try {
      const problems = (source.pragma('integrity_check') as { integrity_check: string }[]).filter((row) => row.integrity_check !== 'ok');
      if (problems.length) throw new Error(`The backup is damaged: ${problems.map((row) => row.integrity_check).join('; ')}`);
      await source.backup(databaseFile);
    } finally {
      source.close();
    }
  } finally {
    await fs.rm(unpacked, { force: true });
  }
}

/**
 * `npm run db:restore -- <file>`: checks the file against its recorded checksum, takes a fresh backup
 * of the configured database, then loads the file into it and runs the database's integrity check.
 * The new backup is named in the log, so the restore itself can be undone.
 */
export async function restoreBackup(env: Env, file: string, log: (line: string) => void = console.info): Promise<{ safety: BackupEntry }> {
  const backupFile = path.resolve(file);
  const dialect = dialectOf(env.DATABASE_URL);
  if (!backupFile.endsWith(`.${extensionOf(dialect)}`)) throw new Error(`${backupFile} is not a backup of a ${dialect} database (*.${extensionOf(dialect)})`);
  await fs.access(backupFile);
  const recorded = await sidecarOf(backupFile);
  if (recorded) {
    if ((await sha256Of(backupFile)) !== recorded.sha256) throw new Error(`${backupFile} does not match the SHA-256 recorded when it was made`);
    log(`Checksum matches (${recorded.sha256}).`);
  } else {
    log(`No record beside ${backupFile}; its checksum cannot be checked.`);
  }

  let db: Db | null = await openDatabase(env.DATABASE_URL);
  // The export lock of the running instances, so the safety backup does not race one of theirs.
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX) : null;
  try {
    const locks = redis ? redisLocks(redis) : memoryLocks(() => Date.now());
    const backups = createBackupService({ db, dialect, env, clock: systemClock, locks });
    const safety = await backups.exportNow('pre-restore', null);
    log(`The current database was backed up first: ${backups.fileOf(safety)}`);
    if (dialect === 'sqlite') {
      await db.destroy();
      db = null;
      await restoreSqlite(backupFile, env.DATABASE_URL.replace(/^file:/, ''));
      db = await openDatabase(env.DATABASE_URL);
    } else {
      await mysqlLoad(env.BACKUP_CLIENT_COMMAND, env.DATABASE_URL, createReadStream(backupFile).pipe(createGunzip()));
    }
    const problems = await integrityProblems(db, dialect);
    if (problems.length) throw new Error(`The restored database fails its integrity check: ${problems.join('; ')}`);
    log(`Restored ${backupFile}; the integrity check passed.`);
    return { safety };
  } finally {
    await Promise.allSettled([db?.destroy(), redis?.quit()]);
  }
}
