import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { message } from '../../lib/feedback';
import { call, downloadFile, http } from '../../lib/http/client';
import type { Envelope } from '../../server/http/schemas';
import type { backupData, backupListData, backupRow } from '../../server/modules/backups/schemas';

export type BackupList = z.infer<typeof backupListData>;
export type BackupRow = z.infer<typeof backupRow>;
type BackupData = z.infer<typeof backupData>;

export const backupsQueryKey = ['admin', 'backups'] as const;

export function useBackups(initialData: BackupList) {
  return useQuery({
    queryKey: backupsQueryKey,
    queryFn: async () => (await call(http.get<Envelope<BackupList>>('/admin/mysql/list'))).data,
    initialData,
  });
}

/** A backup now; the list shows it once the server has finished writing it. */
export function useExportBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(http.post<Envelope<BackupData>>('/admin/mysql/export')),
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: backupsQueryKey });
    },
  });
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(http.delete<Envelope<BackupData>>('/admin/mysql/delete', { data: { name } })),
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: backupsQueryKey });
    },
  });
}

/** Downloads a backup (the seed's POST /admin/mysql/download), reporting the percentage received. */
export const downloadBackup = (backup: BackupRow, onProgress: (percent: number) => void) =>
  downloadFile('/admin/mysql/download', { method: 'post', data: { name: backup.name }, filename: backup.name, role: 'admin', onProgress });
