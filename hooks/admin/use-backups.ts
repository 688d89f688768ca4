import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from '../../lib/feedback';
import { api } from '../../lib/http/api';
import { saveDownload } from '../../lib/http/save-download';
import type { BackupList, BackupRow } from '../../shared/contracts/backups.schemas';

const backupsKey = api.backups.list.key;

export function useBackups(initialData: BackupList) {
  return useQuery({
    queryKey: backupsKey,
    queryFn: async () => (await api.backups.list()).data,
    initialData,
  });
}

/** A backup now; the list shows it once the server has finished writing it. */
export function useExportBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.backups.export(),
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: backupsKey });
    },
  });
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.backups.remove({ body: { name } }),
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: backupsKey });
    },
  });
}

/** Downloads a backup (the seed's POST /admin/mysql/download), reporting the percentage received. */
export const downloadBackup = (backup: BackupRow, onProgress: (percent: number) => void) =>
  saveDownload((options) => api.backups.download({ body: { name: backup.name } }, options), { filename: backup.name, onProgress });
