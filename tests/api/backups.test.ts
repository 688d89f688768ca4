import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterEach, describe, expect, vi } from 'vitest';
import { memoryLocks, redisLocks, type Locks } from '../../server/coordination/locks';
import { connectRedis } from '../../server/coordination/redis';
import { openDatabase, type Db, type Dialect } from '../../server/db';
import { integrityProblems } from '../../server/modules/backups/repository';
import { restoreBackup } from '../../server/modules/backups/restore';
import { backupsDirOf, createBackupService, EXPORT_LOCK, type BackupServiceDeps } from '../../server/modules/backups/service';
import type { BackupEntry } from '../../shared/contracts/backups.schemas';
import {
  adminToken,
  apiTest,
  dialects,
  expectErrorEnvelope,
  openEmptyDatabase,
  PERSIAN_LETTERS,
  registerVerifiedUser,
  type TestApi,
} from '../support/test-api';

// 2026-11-22 12:05 UTC = 15:35 in Tehran, after the default 03:30 daily run.
const AT = Date.UTC(2026, 10, 22, 12, 5);
const DAY = 86_400_000;

const exportNow = async (api: TestApi, token?: string) => api.request('POST', '/admin/mysql/export', { token: token ?? (await adminToken(api)) });
const listOf = async (api: TestApi, token?: string) => api.request('GET', '/admin/mysql/list', { token: token ?? (await adminToken(api)) });
const download = async (api: TestApi, name: string) => api.request('POST', '/admin/mysql/download', { token: await adminToken(api), body: { name } });
const remove = async (api: TestApi, name: string) => api.request('DELETE', '/admin/mysql/delete', { token: await adminToken(api), body: { name } });

/** Every file in the backups folder, temporary ones included. */
const folderOf = async (api: TestApi) => (await fs.readdir(backupsDirOf(api.env)).catch(() => [] as string[])).sort();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A service beside the API's, on the same database, storage and (unless given) locks. */
const serviceBeside = (api: TestApi, overrides: Partial<BackupServiceDeps> = {}) => createBackupService({ ...api.services, ...overrides });

/** A target that stores the first chunk it is given and fails on the next write or at its end: a disk that fills half-way. */
function failingHalfWay(): (file: string) => Writable {
  return (file) => {
    let written = 0;
    return new Writable({
      async write(chunk: Buffer, _encoding, done) {
        if (written > 0) return done(new Error('ENOSPC: no space left on device'));
        written += chunk.length;
        await fs.appendFile(file, chunk);
        done();
      },
      final(done) {
        done(new Error('ENOSPC: no space left on device'));
      },
    });
  };
}

/** An export through a service beside the API's whose file is held open until `finish`: a backup that takes as long as the test wants. */
function exportHeldOpen(api: TestApi): { running: Promise<BackupEntry>; finish: () => void } {
  let finish!: () => void;
  const held = new Promise<void>((resolve) => (finish = resolve));
  const slow = serviceBeside(api, {
    openTarget: (file) =>
      new Writable({
        async write(chunk: Buffer, _encoding, done) {
          await fs.appendFile(file, chunk);
          done();
        },
        final: (done) => void held.then(() => done()),
      }),
  });
  return { running: slow.exportNow('manual', null), finish };
}

async function tableCounts(db: Db, dialect: Dialect): Promise<Record<string, number>> {
  const { rows: tables } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db)
      : await sql<{
          name: string;
        }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ count: number | string }>`SELECT COUNT(*) AS count FROM ${sql.id(name)}`.execute(db);
    counts[name] = Number(rows[0]!.count);
  }
  return counts;
}

/** The row count of every table after restoring `file` into a fresh database. */
async function restoredCounts(api: TestApi, file: string): Promise<Record<string, number>> {
  const fresh = await openEmptyDatabase(api.dialect);
  try {
    await restoreBackup({ ...api.env, DATABASE_URL: fresh.url }, file, () => undefined);
    const restoredDb = await openDatabase(fresh.url);
    try {
      return await tableCounts(restoredDb, api.dialect);
    } finally {
      await restoredDb.destroy();
    }
  } finally {
    await fresh.close();
  }
}

const auditRow = (adminId: number, i: number) => ({
  admin_id: adminId,
  action: 'admin.login',
  target_type: 'load',
  target_id: String(i),
  details: null,
  ip: null,
  created_at: AT + i,
});

describe.each(dialects)('database backups on %s', (dialect) => {
  const it = apiTest(dialect, { startAt: AT });

  it('an admin backs up now and finds it in the list with its size, time, maker and checksum', async ({ api }) => {
    const made = await exportNow(api);
    expect(made.status, made.text).toBe(201);
    expect(made.body.message).toMatch(PERSIAN_LETTERS);
    const backup = made.body.data.backup;
    const listed = await listOf(api);
    expect(listed.body.data.backups).toEqual([backup]);
    expect(backup).toMatchObject({ created_at: AT, created_by: { name: expect.any(String) }, kind: 'manual', dialect, size: expect.any(Number) });
    expect(backup.name).toMatch(dialect === 'sqlite' ? /\.sqlite\.gz$/ : /\.sql\.gz$/);
    expect(backup.restore_command).toBe(`npm run db:restore -- ${path.join(backupsDirOf(api.env), backup.name)}`);
  });

  it('the downloaded file is the whole database, gzipped, with the listed size and checksum', async ({ api }) => {
    const { backup } = (await exportNow(api)).body.data;
    const file = await download(api, backup.name);
    expect(file.status, file.text).toBe(200);
    expect(file.headers.get('content-length')).toBe(String(backup.size));
    expect(file.headers.get('content-disposition')).toContain(backup.name);
    expect(file.bytes.length).toBe(backup.size);
    expect(sha256(file.bytes)).toBe(backup.sha256);
    const content = gunzipSync(file.bytes);
    if (dialect === 'sqlite') expect(content.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    else expect(content.toString('utf8')).toMatch(/CREATE TABLE `admins`[\s\S]*-- Dump completed/);
  });

  it('a backup hands out no account: it holds no session and no pending verification', async ({ api }) => {
    // The review's path: an admin who may only make backups, a password reset waiting for its code.
    const { mobile, token: userToken } = await registerVerifiedUser(api);
    const reset = await api.request('POST', '/auth/forget/password', { body: { mobile } });
    const token = await adminToken(api, { permissions: ['backups.manage'] });
    const { backup } = (await exportNow(api, token)).body.data;
    const file = await api.request('POST', '/admin/mysql/download', { token, body: { name: backup.name } });
    expect(file.status, file.text).toBe(200);

    const { db } = api.services;
    const secrets = [
      (await db.selectFrom('verifications').select('code_hash').where('id', '=', reset.body.data.verification_code).executeTakeFirstOrThrow()).code_hash,
      ...(await db.selectFrom('sessions').select('token_hash').execute()).map((row) => row.token_hash),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    const content = gunzipSync(file.bytes);
    for (const secret of [...secrets, reset.body.data.verification_code, userToken, token]) {
      expect(content.includes(Buffer.from(secret)), secret).toBe(false);
    }
    const restored = await restoredCounts(api, path.join(backupsDirOf(api.env), backup.name));
    expect(restored).toMatchObject({ sessions: 0, verifications: 0, users: 1 });
  });

  it('the dump program gets only the environment it needs, never the app secrets', async ({ api }) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-dump-'));
    const secret = `secret-${randomBytes(8).toString('hex')}`;
    vi.stubEnv('KAVENEGAR_API_KEY', secret);
    vi.stubEnv('APP_KEY', secret);
    try {
      const tellingDump = path.join(dir, 'telling-dump');
      await fs.writeFile(tellingDump, '#!/bin/sh\necho "-- args: $*"\nenv | sed "s/^/-- env: /"\n', { mode: 0o755 });
      const telling = serviceBeside(api, {
        dialect: 'mysql',
        env: { ...api.env, DATABASE_URL: 'mysql://backup:p%40ss@127.0.0.1:3306/portal', BACKUP_DUMP_COMMAND: tellingDump },
      });
      const entry = await telling.exportNow('manual', null);
      const told = gunzipSync(await fs.readFile(telling.fileOf(entry))).toString('utf8');
      expect(told).toContain('-- env: MYSQL_PWD=p@ss');
      expect(told).toContain('-- env: PATH=');
      expect(told).not.toContain(secret);
      expect(told).not.toContain('p@ss ');
      const names = [...told.matchAll(/^-- env: ([A-Za-z_][A-Za-z0-9_]*)=/gm)].map((match) => match[1]);
      expect(
        names.every((name) => ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'NODE_ENV', 'MYSQL_PWD', 'PWD', 'SHLVL', '_'].includes(name!)),
        names.join(' '),
      ).toBe(true);
    } finally {
      vi.unstubAllEnvs();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('a deleted backup leaves the list and the disk', async ({ api }) => {
    const { backup } = (await exportNow(api)).body.data;
    const deleted = await remove(api, backup.name);
    expect(deleted.status, deleted.text).toBe(200);
    expect((await listOf(api)).body.data.backups).toEqual([]);
    expect(await folderOf(api)).toEqual([]);
    expect((await download(api, backup.name)).status).toBe(404);
  });

  it('five deletes of one backup at once: one deletes it and is audited, the others find nothing to delete', async ({ api }) => {
    const { backup } = (await exportNow(api)).body.data;
    const token = await adminToken(api);
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.request('DELETE', '/admin/mysql/delete', { token, body: { name: backup.name } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404, 404, 404]);
    for (const refused of answers.filter((answer) => answer.status === 404)) expect(refused.body.data.code).toBe('BACKUP_NOT_FOUND');
    const audited = await api.services.db.selectFrom('audit_log').select('target_id').where('action', '=', 'backups.delete').execute();
    expect(audited).toEqual([{ target_id: backup.name }]);
    expect(await folderOf(api)).toEqual([]);
  });

  it('two instances deleting one backup at once: exactly one of them deletes it', async ({ api }) => {
    const { backup } = (await exportNow(api)).body.data;
    const other = serviceBeside(api);
    const [here, there] = await Promise.allSettled([remove(api, backup.name), other.remove(backup.name)]);
    const hereDeleted = here.status === 'fulfilled' && here.value.status === 200;
    const thereDeleted = there.status === 'fulfilled';
    expect([hereDeleted, thereDeleted].filter(Boolean)).toHaveLength(1);
    if (!hereDeleted) expect(here.status === 'fulfilled' && here.value.status).toBe(404);
    if (!thereDeleted) expect(there.status === 'rejected' && there.reason).toMatchObject({ code: 'BACKUP_NOT_FOUND' });
    expect(await folderOf(api)).toEqual([]);
  });

  it('making, downloading and deleting a backup are written to the audit log', async ({ api }) => {
    const { backup } = (await exportNow(api)).body.data;
    await download(api, backup.name);
    await remove(api, backup.name);
    const actions = await api.services.db.selectFrom('audit_log').select(['action', 'target_id']).where('action', 'like', 'backups.%').orderBy('id').execute();
    expect(actions).toEqual([
      { action: 'backups.export', target_id: backup.name },
      { action: 'backups.download', target_id: backup.name },
      { action: 'backups.delete', target_id: backup.name },
    ]);
  });

  it('a name that is a path, encoded or not, is a 404 and nothing is read or deleted', async ({ api }) => {
    const { backup } = (await exportNow(api)).body.data;
    await fs.writeFile(path.join(api.env.STORAGE_ROOT, '.env'), 'SECRET=1');
    const file = path.join(backupsDirOf(api.env), backup.name);
    const names = [
      '../../.env',
      '../.env',
      '%2e%2e%2f%2e%2e%2f.env',
      '..%2F..%2F.env',
      '..\\..\\.env',
      file,
      path.join(api.env.STORAGE_ROOT, '.env'),
      `${backup.name}\0`,
      `${backup.name}\0.txt`,
      `./${backup.name}`,
      `${backup.name}.json`,
      `../backups/${backup.name}`,
    ];
    for (const name of names) {
      for (const response of [await download(api, name), await remove(api, name)]) {
        expect(response.status, `${name}: ${response.text}`).toBe(404);
        expectErrorEnvelope(response);
        expect(response.body.data.code).toBe('BACKUP_NOT_FOUND');
        expect(response.text).not.toContain('SECRET');
      }
    }
    expect((await listOf(api)).body.data.backups).toEqual([backup]);
    expect(await fs.readFile(path.join(api.env.STORAGE_ROOT, '.env'), 'utf8')).toBe('SECRET=1');
    expect(sha256(await fs.readFile(file))).toBe(backup.sha256);
  });

  it('a download or delete without a name is a 422 in Persian', async ({ api }) => {
    for (const response of [await download(api, ''), await remove(api, '')]) {
      expect(response.status).toBe(422);
      expect(response.body.errors?.[0]).toMatch(PERSIAN_LETTERS);
    }
  });

  it('a backup asked for while another runs is refused with 409 in Persian, and the next one runs', async ({ api }) => {
    const lease = await api.services.locks.acquire(EXPORT_LOCK, 60_000);
    const refused = await exportNow(api);
    expect(refused.status).toBe(409);
    expect(refused.body.data.code).toBe('BACKUP_RUNNING');
    expect(refused.body.message).toMatch(PERSIAN_LETTERS);
    await lease!.release();
    expect((await exportNow(api)).status).toBe(201);
  });

  it('two backups asked for at once: one is made, the other refused', async ({ api }) => {
    const token = await adminToken(api);
    const answers = await Promise.all([exportNow(api, token), exportNow(api, token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await listOf(api)).body.data.backups).toHaveLength(1);
  });

  it('a backup still being written is not listed', async ({ api }) => {
    const { running, finish } = exportHeldOpen(api);
    await expect.poll(async () => (await folderOf(api)).length).toBeGreaterThan(0);
    expect((await listOf(api)).body.data.backups).toEqual([]);
    finish();
    const entry = await running;
    expect((await listOf(api)).body.data.backups.map((row: BackupEntry) => row.name)).toEqual([entry.name]);
  });

  describe('the export lock', () => {
    // The lease's renewal runs on setInterval: a live instance's intervals are run by advancing them,
    // a dead instance's never run again.
    afterEach(() => void vi.useRealTimers());

    it('an export that runs for minutes keeps every other export out until it ends', async ({ api }) => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { running, finish } = exportHeldOpen(api);
      await expect.poll(async () => (await folderOf(api)).length).toBeGreaterThan(0);
      for (let seconds = 0; seconds < 180; seconds += 1) {
        api.clock.advance(1_000);
        await vi.advanceTimersByTimeAsync(1_000);
      }
      expect((await exportNow(api)).body.data.code).toBe('BACKUP_RUNNING');
      finish();
      await running;
      expect((await exportNow(api)).status).toBe(201);
    });

    it('of an instance that died during an export is free 15 s later: the next export runs', async ({ api }) => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const dead = exportHeldOpen(api);
      await expect.poll(async () => (await folderOf(api)).length).toBeGreaterThan(0);
      expect((await exportNow(api)).body.data.code).toBe('BACKUP_RUNNING');
      api.clock.advance(15_000);
      const next = await exportNow(api);
      expect(next.status).toBe(201);
      expect((await listOf(api)).body.data.backups.map((row: BackupEntry) => row.name)).toEqual([next.body.data.backup.name]);
      // What the dead export still does here is not the test's concern; it is let go before the database closes.
      dead.finish();
      await Promise.allSettled([dead.running]);
    });
  });

  it('a write that fails half-way leaves nothing listed and nothing behind, and frees the lock', async ({ api }) => {
    const failing = serviceBeside(api, { openTarget: failingHalfWay() });
    await expect(failing.exportNow('manual', null)).rejects.toThrow(/ENOSPC/);
    expect((await listOf(api)).body.data.backups).toEqual([]);
    expect(await folderOf(api)).toEqual([]);
    expect((await exportNow(api)).status).toBe(201);
  });

  it('a dump that is killed leaves nothing listed and nothing behind', async ({ api }) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-dump-'));
    try {
      const killedDump = path.join(dir, 'killed-dump');
      await fs.writeFile(killedDump, '#!/bin/sh\necho "CREATE TABLE half (id int);"\nkill -9 $$\n', { mode: 0o755 });
      const killed = serviceBeside(api, { dialect: 'mysql', env: { ...api.env, BACKUP_DUMP_COMMAND: killedDump } });
      await expect(killed.exportNow('manual', null)).rejects.toThrow(/SIGKILL/);
      expect((await listOf(api)).body.data.backups).toEqual([]);
      expect(await folderOf(api)).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('what an export that died left in the folder is cleared by the next one', async ({ api }) => {
    const dir = backupsDirOf(api.env);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, '.tmp-backup-20261121-000000-abcdef.sqlite.gz'), 'half');
    await fs.writeFile(path.join(dir, 'backup-20261121-000000-abcdef.sql.gz'), 'no sidecar');
    const { backup } = (await exportNow(api)).body.data;
    expect(await folderOf(api)).toEqual([backup.name, `${backup.name}.json`]);
  });

  it('the list shows the schedule from the configuration', async ({ api }) => {
    expect((await listOf(api)).body.data.schedule).toEqual({
      enabled: true,
      daily_at: '03:30',
      keep_daily: 7,
      keep_weekly: 4,
      // The next 03:30 in Tehran: 2026-11-23 00:00 UTC.
      next_run_at: Date.UTC(2026, 10, 23, 0, 0),
    });
  });

  it('an admin without the backups permission cannot list, make, download or delete backups', async ({ api }) => {
    const token = await adminToken(api, { permissions: ['users.view'] });
    expect((await listOf(api, token)).status).toBe(403);
    expect((await exportNow(api, token)).status).toBe(403);
    expect((await api.request('POST', '/admin/mysql/download', { token, body: { name: 'x' } })).status).toBe(403);
    expect((await api.request('DELETE', '/admin/mysql/delete', { token, body: { name: 'x' } })).status).toBe(403);
  });

  describe('schedule', () => {
    const lockStores: [string, () => Promise<Locks>][] = [
      ['one in-process lock store', async () => memoryLocks(() => Date.now())],
      ...(process.env.TEST_REDIS_URL
        ? [['Redis', async () => redisLocks(await connectRedis(process.env.TEST_REDIS_URL!))] as [string, () => Promise<Locks>]]
        : []),
    ];
    it.for(lockStores)('two instances running the schedule on %s make one backup a day', async ([, makeLocks], { api }) => {
      const locks = await makeLocks();
      const first = serviceBeside(api, { locks });
      const second = serviceBeside(api, { locks });
      const runs = await Promise.all([first.runSchedule(), second.runSchedule(), first.runSchedule(), second.runSchedule()]);
      expect(runs.filter(Boolean)).toHaveLength(1);
      api.advanceHours(1);
      expect(await Promise.all([first.runSchedule(), second.runSchedule()])).toEqual([null, null]);
      api.advanceHours(24);
      await Promise.all([first.runSchedule(), second.runSchedule()]);
      const listed = (await listOf(api)).body.data.backups;
      expect(listed.map((row: BackupEntry) => [row.kind, row.created_by])).toEqual([
        ['scheduled', null],
        ['scheduled', null],
      ]);
    });

    it('keeps the newest of the last 7 days and of the last 4 weeks, and leaves backups made by hand', async ({ api }) => {
      const byHand = (await exportNow(api)).body.data.backup;
      for (let day = 0; day < 30; day += 1) {
        await api.services.backups.runSchedule();
        api.advanceHours(24);
      }
      const listed: BackupEntry[] = (await listOf(api)).body.data.backups;
      expect(listed.filter((row) => row.kind === 'manual')).toEqual([expect.objectContaining({ name: byHand.name })]);
      const tehranDays = listed.filter((row) => row.kind === 'scheduled').map((row) => Math.floor((row.created_at + 12_600_000) / DAY));
      const lastDay = tehranDays[0]!;
      // The 7 newest days all stay; older ones only as their week's newest (Friday, the week's last day: day % 7 === 1).
      expect(tehranDays.slice(0, 7)).toEqual([0, 1, 2, 3, 4, 5, 6].map((back) => lastDay - back));
      for (const day of tehranDays.slice(7)) expect(day % 7).toBe(1);
      expect(new Set(tehranDays.map((day) => Math.floor((day + 5) / 7))).size).toBe(4);
    }, 120_000);

    it('is off when the configuration says so', async ({ api }) => {
      const off = serviceBeside(api, { env: { ...api.env, BACKUP_SCHEDULE: 'off' } });
      expect(await off.runSchedule()).toBeNull();
      expect(off.schedule()).toMatchObject({ enabled: false, next_run_at: null });
    });
  });

  describe('restore', () => {
    it('a backup taken under a write load restores whole into a fresh database', async ({ api }) => {
      const { db } = api.services;
      const adminId = Number((await db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id);
      await db
        .insertInto('audit_log')
        .values(Array.from({ length: 200 }, (_, i) => auditRow(adminId, i)))
        .execute();
      const token = await adminToken(api);
      const before = await tableCounts(db, dialect);
      let writing = true;
      let written = 200;
      const load = (async () => {
        while (writing) {
          await db.insertInto('audit_log').values(auditRow(adminId, written)).execute();
          written += 1;
          // As requests would: each write in its own turn of the event loop, between the backup's steps.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const made = await exportNow(api, token);
      writing = false;
      await load;
      expect(made.status, made.text).toBe(201);
      const after = await tableCounts(db, dialect);

      const fresh = await openEmptyDatabase(dialect);
      try {
        const { safety } = await restoreBackup(
          { ...api.env, DATABASE_URL: fresh.url },
          made.body.data.backup.restore_command.split(' -- ')[1],
          () => undefined,
        );
        expect(safety.kind).toBe('pre-restore');
        const restoredDb = await openDatabase(fresh.url);
        try {
          expect(await integrityProblems(restoredDb, dialect)).toEqual([]);
          const restored = await tableCounts(restoredDb, dialect);
          expect(Object.keys(restored).sort()).toEqual(Object.keys(before).sort());
          // Sessions and verifications come back empty: tables a backup leaves out (no account in a backup).
          expect(before.sessions).toBeGreaterThan(0);
          expect(restored).toMatchObject({ sessions: 0, verifications: 0 });
          for (const table of Object.keys(before)) {
            if (['audit_log', 'sessions', 'verifications'].includes(table)) continue;
            expect(restored[table], table).toBe(before[table]);
          }
          expect(restored.audit_log).toBeGreaterThanOrEqual(before.audit_log!);
          expect(restored.audit_log).toBeLessThanOrEqual(after.audit_log!);
          // A snapshot: the load's rows up to some point, none missing in between.
          const loadRows = await restoredDb.selectFrom('audit_log').select('target_id').where('target_type', '=', 'load').execute();
          expect(loadRows.map((row) => Number(row.target_id)).sort((a, b) => a - b)).toEqual(Array.from({ length: loadRows.length }, (_, i) => i));
        } finally {
          await restoredDb.destroy();
        }
      } finally {
        await fresh.close();
      }
    });

    it('takes a backup of the current state before restoring over it', async ({ api }) => {
      const { backup } = (await exportNow(api)).body.data;
      await api.services.db.updateTable('admins').set({ name: 'پس از پشتیبان' }).execute();
      const { safety } = await restoreBackup(api.env, path.join(backupsDirOf(api.env), backup.name), () => undefined);
      const restored = await openDatabase(api.env.DATABASE_URL);
      try {
        expect((await restored.selectFrom('admins').select('name').executeTakeFirstOrThrow()).name).not.toBe('پس از پشتیبان');
      } finally {
        await restored.destroy();
      }
      const listed: BackupEntry[] = (await listOf(api)).body.data.backups;
      expect(listed.map((row) => row.name)).toContain(safety.name);
      const saved = gunzipSync(await fs.readFile(path.join(backupsDirOf(api.env), safety.name)));
      expect(saved.includes(Buffer.from('پس از پشتیبان'))).toBe(true);
    });

    it('refuses a file that does not match its recorded checksum, and changes nothing', async ({ api }) => {
      const { backup } = (await exportNow(api)).body.data;
      const file = path.join(backupsDirOf(api.env), backup.name);
      const bytes = await fs.readFile(file);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 10) ^ 0xff, bytes.length - 10);
      await fs.writeFile(file, bytes);
      await expect(restoreBackup(api.env, file, () => undefined)).rejects.toThrow(/SHA-256/);
      expect((await listOf(api)).body.data.backups).toHaveLength(1);
    });
  });
});
