import { Readable } from 'node:stream';
import { admin, defineRoute, fileResponse } from '../../http/route';
import type { Services } from '../../services';
import { backupData, backupListData, backupNameBody, type BackupEntry } from './schemas';

const tag = 'backups';
const access = admin('backups.manage');

const rowOf = (services: Services, entry: BackupEntry) => ({ ...entry, restore_command: services.backups.restoreCommand(entry) });

/** The seed's calls, spelled as there: download is a POST and delete carries the name in its body. */
export const backupRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/mysql/list',
    summary: 'The finished database backups, newest first, with the schedule',
    tag,
    access,
    response: backupListData,
    handler: async ({ services }) => {
      const backups = await services.backups.list();
      return { data: { backups: backups.map((entry) => rowOf(services, entry)), schedule: services.backups.schedule() } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/mysql/export',
    summary: 'Make a database backup now (SQLite online backup or mysqldump, gzip, SHA-256); one at a time across instances',
    tag,
    access,
    audit: 'backups.export',
    response: backupData,
    successStatus: 201,
    refusals: [409],
    handler: async ({ services, caller }) => {
      const entry = await services.backups.exportNow('manual', { id: caller.admin.id, name: caller.admin.name });
      return { message: 'BACKUP_CREATED', data: { backup: rowOf(services, entry) }, auditTarget: { type: 'backup', id: entry.name, details: { size: entry.size, sha256: entry.sha256 } } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/mysql/download',
    summary: 'A backup file (gzip), streamed with its length; the name must be one the list gives',
    tag,
    access,
    body: backupNameBody,
    labels: { name: 'FIELD_BACKUP_NAME' },
    audit: 'backups.download',
    response: fileResponse(['application/gzip']),
    refusals: [404],
    handler: async ({ services, body }) => {
      const { entry, stream } = await services.backups.open(body.name);
      return {
        file: new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
          headers: {
            'Content-Type': 'application/gzip',
            'Content-Length': String(entry.size),
            'Content-Disposition': `attachment; filename="${entry.name}"`,
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
          },
        }),
        auditTarget: { type: 'backup', id: entry.name },
      };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/mysql/delete',
    summary: 'Delete a backup; the name must be one the list gives',
    tag,
    access,
    body: backupNameBody,
    labels: { name: 'FIELD_BACKUP_NAME' },
    audit: 'backups.delete',
    response: backupData,
    refusals: [404],
    handler: async ({ services, body }) => {
      const entry = await services.backups.remove(body.name);
      return { message: 'BACKUP_DELETED', data: { backup: rowOf(services, entry) }, auditTarget: { type: 'backup', id: entry.name } };
    },
  }),
];
