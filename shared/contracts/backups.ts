import { admin, fileResponse, routes } from './kit';

// Database backups: made now or on the schedule, listed, downloaded and deleted by name (the schemas:
// backups.schemas.ts). The seed's calls, spelled as there: download is a POST and delete carries the
// name in its body.

/** Why a backup was made: an admin asked, the schedule ran, or a restore took one of what it replaces. */
export const BACKUP_KINDS = ['manual', 'scheduled', 'pre-restore'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

const access = admin('backups.manage');

export const backupRoutes = routes({
  list: { method: 'get', path: '/admin/mysql/list', access },
  export: { method: 'post', path: '/admin/mysql/export', access, successStatus: 201, refusals: [409], audit: 'backups.export' },
  download: { method: 'post', path: '/admin/mysql/download', access, answers: fileResponse(['application/gzip']), refusals: [404], audit: 'backups.download' },
  remove: { method: 'delete', path: '/admin/mysql/delete', access, refusals: [404], audit: 'backups.delete' },
});
