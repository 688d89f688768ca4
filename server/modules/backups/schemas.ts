import { z } from 'zod';

export const BACKUP_KINDS = ['manual', 'scheduled', 'pre-restore'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

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

export const backupRow = backupEntry.extend({
  /** What an operator runs on the server to restore this backup. */
  restore_command: z.string(),
});

export const backupSchedule = z.object({
  enabled: z.boolean(),
  /** Tehran time of the daily run, HH:MM. */
  daily_at: z.string(),
  keep_daily: z.number().int(),
  keep_weekly: z.number().int(),
  /** Epoch ms of the next run; null when the schedule is off. */
  next_run_at: z.number().int().nullable(),
});

export const backupListData = z.object({ backups: z.array(backupRow), schedule: backupSchedule });
export const backupData = z.object({ backup: backupRow });

/**
 * A backup named by the client. Any text is accepted here and only ever compared with the names in the
 * list, so a path, an encoded path or a NUL is simply a name no backup has (404).
 */
export const backupNameBody = z.object({ name: z.string({ error: 'BACKUP_NAME_REQUIRED' }).min(1, { error: 'BACKUP_NAME_REQUIRED' }) });
