import { Readable } from 'node:stream';
import { implement } from '../../http/route';
import type { Services } from '../../services';
import { backupsContract as backups, type BackupEntry } from '../../../shared/contracts/backups.schemas';

const labels = { name: 'FIELD_BACKUP_NAME' } as const;

const rowOf = (services: Services, entry: BackupEntry) => ({ ...entry, restore_command: services.backups.restoreCommand(entry) });

export const backupRoutes = [
  implement(backups.list, {}, async ({ services }) => {
    const entries = await services.backups.list();
    return { data: { backups: entries.map((entry) => rowOf(services, entry)), schedule: services.backups.schedule() } };
  }),
  implement(backups.export, {}, async ({ services, caller }) => {
    const entry = await services.backups.exportNow('manual', { id: caller.admin.id, name: caller.admin.name });
    return {
      message: 'BACKUP_CREATED',
      data: { backup: rowOf(services, entry) },
      auditTarget: { type: 'backup', id: entry.name, details: { size: entry.size, sha256: entry.sha256 } },
    };
  }),
  implement(backups.download, { labels }, async ({ services, body }) => {
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
  }),
  implement(backups.remove, { labels }, async ({ services, body }) => {
    const entry = await services.backups.remove(body.name);
    return { message: 'BACKUP_DELETED', data: { backup: rowOf(services, entry) }, auditTarget: { type: 'backup', id: entry.name } };
  }),
];
