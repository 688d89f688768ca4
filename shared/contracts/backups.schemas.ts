import { z } from 'zod';
import { BACKUP_KINDS, backupRoutes } from './backups';
import { defineContract } from './kit.schemas';

const tag = 'backups';

/** One finished backup, as its sidecar file records it and the list answers it. */
export const backupEntry = z.object({
  name: z.string(),
  /** Bytes of the gzip file. */
  size: z.number().int().nonnegative(),
  /** SHA-256 of the gzip file, hex: `sha256sum` of the download gives the same. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  created_at: z.number().int(),
  /** The admin who asked for it; null for a scheduled backup or one taken before a restore. */
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  kind: z.enum(BACKUP_KINDS),
  dialect: z.enum(['sqlite', 'mysql']),
});
export type BackupEntry = z.infer<typeof backupEntry>;

const backupRow = backupEntry.extend({
  /** What an operator runs on the server to restore this backup. */
  restore_command: z.string(),
});
export type BackupRow = z.infer<typeof backupRow>;

const backupSchedule = z.object({
  enabled: z.boolean(),
  /** Tehran time of the daily run, HH:MM. */
  daily_at: z.string(),
  keep_daily: z.number().int(),
  keep_weekly: z.number().int(),
  /** Epoch ms of the next run; null when the schedule is off. */
  next_run_at: z.number().int().nullable(),
});

const backupListData = z.object({ backups: z.array(backupRow), schedule: backupSchedule });
export type BackupList = z.infer<typeof backupListData>;
const backupData = z.object({ backup: backupRow });

/**
 * A backup named by the client. Any text is accepted here and only ever compared with the names in the
 * list, so a path, an encoded path or a NUL is simply a name no backup has (404).
 */
const backupNameBody = z.object({ name: z.string({ error: 'BACKUP_NAME_REQUIRED' }).min(1, { error: 'BACKUP_NAME_REQUIRED' }) });

export const backupsContract = defineContract(backupRoutes, {
  list: { summary: 'The finished database backups, newest first, with the schedule', tag, response: backupListData },
  export: {
    summary: 'Make a database backup now (SQLite online backup or mysqldump, gzip, SHA-256); one at a time across instances',
    tag,
    response: backupData,
  },
  download: { summary: 'A backup file (gzip), streamed with its length; the name must be one the list gives', tag, body: backupNameBody },
  remove: { summary: 'Delete a backup; the name must be one the list gives', tag, body: backupNameBody, response: backupData },
});
