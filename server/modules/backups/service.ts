import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Clock } from '../../clock';
import { whileHolding, type Locks } from '../../coordination/locks';
import type { Db, Dialect } from '../../db';
import { DAY_MS } from '../../../shared/tehran-time';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { mysqlDump, sqliteDump } from './dump';
import { expiredBackups, lastRunAt } from './schedule';
import type { BackupKind } from '../../../shared/contracts/backups';
import type { BackupEntry } from '../../../shared/contracts/backups.schemas';
import { backupStore, newBackupName, TEMP_PREFIX, type OpenTarget } from './store';

/** One export at a time across every instance (the lock lives in Redis when they share one). */
export const EXPORT_LOCK = 'backups:export';
/**
 * The export lock's lease: an export whose instance died (SIGKILL, a lost machine) blocks the others
 * for at most this long; a live one renews it every third of it while it runs (docs/deploy.md).
 */
const EXPORT_LEASE_MS = 15_000;
const SCHEDULE_CHECK_MS = 60_000;

export const backupsDirOf = (env: Env) => path.resolve(env.STORAGE_ROOT, 'backups');

export interface BackupServiceDeps {
  db: Db;
  dialect: Dialect;
  env: Env;
  clock: Clock;
  locks: Locks;
  /** Where a backup's bytes are written; tests put a failing writer here. */
  openTarget?: OpenTarget;
}

export function createBackupService({ db, dialect, env, clock, locks, openTarget }: BackupServiceDeps) {
  const store = backupStore(backupsDirOf(env), openTarget);

  /** Runs work holding the export lock; null when another export holds it. */
  function withExportLock<T>(work: () => Promise<T>): Promise<T | null> {
    return whileHolding(locks, EXPORT_LOCK, EXPORT_LEASE_MS, async () => {
      await store.removeLeftovers();
      return work();
    });
  }

  function dumpOf(name: string): AsyncIterable<Uint8Array> {
    return dialect === 'sqlite'
      ? sqliteDump(db, path.join(store.dir, `${TEMP_PREFIX}${name}.snapshot`))
      : mysqlDump(db, env.BACKUP_DUMP_COMMAND, env.DATABASE_URL);
  }

  async function write(kind: BackupKind, by: BackupEntry['created_by']): Promise<BackupEntry> {
    const at = clock.now();
    const name = newBackupName(at, dialect);
    return store.write(name, dumpOf(name), { created_at: at, created_by: by, kind, dialect });
  }

  async function find(name: string): Promise<BackupEntry> {
    const entry = (await store.list()).find((candidate) => candidate.name === name);
    if (!entry) throw new AppError('BACKUP_NOT_FOUND');
    return entry;
  }

  /** The scheduled run due now, if no instance has made it yet; prunes by retention after it. */
  async function runSchedule(): Promise<BackupEntry | null> {
    if (env.BACKUP_SCHEDULE === 'off') return null;
    const due = lastRunAt(clock.now(), env.BACKUP_DAILY_AT);
    const madeSince = (entries: BackupEntry[]) => entries.some((entry) => entry.kind === 'scheduled' && entry.created_at >= due);
    if (madeSince(await store.list())) return null;
    return withExportLock(async () => {
      // Checked again under the lock: another instance may have made it since.
      if (madeSince(await store.list())) return null;
      const entry = await write('scheduled', null);
      for (const expired of expiredBackups(await store.list(), env.BACKUP_KEEP_DAILY, env.BACKUP_KEEP_WEEKLY)) await store.remove(expired);
      return entry;
    });
  }

  return {
    list: () => store.list(),
    find,
    /** A listed backup's file, opened: a backup deleted meanwhile is a 404, not a broken stream. */
    async open(name: string): Promise<{ entry: BackupEntry; stream: Readable }> {
      const entry = await find(name);
      const handle = await fs.open(store.fileOf(entry)).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new AppError('BACKUP_NOT_FOUND') : error;
      });
      return { entry, stream: handle.createReadStream() };
    },
    fileOf: (entry: BackupEntry) => store.fileOf(entry),

    /** A backup now; 409 BACKUP_RUNNING while another export runs on any instance. */
    async exportNow(kind: BackupKind, by: BackupEntry['created_by']): Promise<BackupEntry> {
      const entry = await withExportLock(() => write(kind, by));
      if (!entry) throw new AppError('BACKUP_RUNNING');
      return entry;
    },

    async remove(name: string): Promise<BackupEntry> {
      const entry = await find(name);
      // Listed a moment ago and gone now: another delete won, and only the winner answers (and audits) it.
      if (!(await store.remove(entry))) throw new AppError('BACKUP_NOT_FOUND');
      return entry;
    },

    runSchedule,

    schedule() {
      const enabled = env.BACKUP_SCHEDULE !== 'off';
      return {
        enabled,
        daily_at: env.BACKUP_DAILY_AT,
        keep_daily: env.BACKUP_KEEP_DAILY,
        keep_weekly: env.BACKUP_KEEP_WEEKLY,
        next_run_at: enabled ? lastRunAt(clock.now(), env.BACKUP_DAILY_AT) + DAY_MS : null,
      };
    },

    /**
     * Checks every minute whether the day's backup is due. Every instance runs this; the export lock
     * and the list on the shared storage make one of them take each run. Returns the stop function.
     */
    /** Checks the schedule every minute; the returned stop waits for a run in progress (a shutdown lets it finish). */
    startSchedule(onError: (error: unknown) => void): () => Promise<void> {
      if (env.BACKUP_SCHEDULE === 'off') return async () => undefined;
      let running = Promise.resolve();
      const check = () => {
        running = runSchedule().then(() => undefined, onError);
      };
      const timer = setInterval(check, SCHEDULE_CHECK_MS);
      timer.unref();
      check();
      return () => {
        clearInterval(timer);
        return running;
      };
    },

    /** The command an operator runs on the server to restore a backup. */
    restoreCommand: (entry: BackupEntry) => `npm run db:restore -- ${shellWord(store.fileOf(entry))}`,
  };
}

export type BackupService = ReturnType<typeof createBackupService>;

/** A path as one shell word, quoted only when it needs to be. */
const shellWord = (text: string) => (/^[\w./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`);
