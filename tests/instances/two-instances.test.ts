import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, call, startServerProcess, type ServerProcess } from '../support/server-process';
import { createEmptyMysqlDatabase } from '../support/mysql-databases';

/**
 * Two compiled production servers on different ports against one fresh MariaDB database, one Redis
 * and one storage root, as several instances behind a proxy run. Needs TEST_MYSQL_URL and
 * TEST_REDIS_URL (as `.ci/run` sets them); skipped without.
 */
const MYSQL_URL = process.env.TEST_MYSQL_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const ADMIN_PASSWORD = 'two-instances-admin-password';

/** Each test signs in from an address of its own (the proxy's X-Forwarded-For), so their throttles never meet. */
let lastAddress = 0;
const fromAddress = () => ({ 'X-Forwarded-For': `203.0.113.${++lastAddress}` });

describe.skipIf(!MYSQL_URL || !REDIS_URL)('two instances on one MariaDB database and one Redis', () => {
  let compiled: Awaited<ReturnType<typeof buildServer>>;
  let database: Awaited<ReturnType<typeof createEmptyMysqlDatabase>>;
  let sharedDir: string;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    [compiled, database] = await Promise.all([buildServer(), createEmptyMysqlDatabase(MYSQL_URL!)]);
    sharedDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-instances-'));
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_URL!,
      // A fresh namespace in the shared Redis: nothing another run counted reaches these instances.
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
      STORAGE_ROOT: path.join(sharedDir, 'storage'),
      NOTIFY_FILE: path.join(sharedDir, 'notify.jsonl'),
      ADMIN_PASSWORD,
      TRUST_PROXY_HOPS: '1',
    };
    // Started together on the empty database: both migrate and seed at once, as a deploy would.
    [first, second] = await Promise.all([startServerProcess(compiled.file, env), startServerProcess(compiled.file, env)]);
  });

  afterAll(async () => {
    await Promise.allSettled([first?.kill(), second?.kill()]);
    await Promise.allSettled([compiled?.remove(), database?.drop(), sharedDir && fs.rm(sharedDir, { recursive: true, force: true })]);
  });

  const signIn = (server: ServerProcess, password: string, headers: Record<string, string>, username = 'admin') =>
    call(server, 'POST', '/admin/auth/login', { body: { username, password }, headers });

  it('both are ready, each saying the database and Redis answer', async () => {
    for (const server of [first, second]) {
      const health = await call(server, 'GET', '/health');
      expect(health.status).toBe(200);
      expect(health.body.data).toEqual({ db: 'ok', redis: 'ok' });
    }
  });

  it('a token from a sign-in on the first works on the second', async () => {
    const signedIn = await signIn(first, ADMIN_PASSWORD, fromAddress());
    expect(signedIn.status).toBe(200);
    const profile = await call(second, 'GET', '/admin/profile', { token: signedIn.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.admin.username).toBe('admin');
  });

  it('the sixth failed sign-in, made on the second after five on the first, is refused with 429', async () => {
    const headers = fromAddress();
    const username = `nobody_${randomBytes(4).toString('hex')}`;
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await signIn(first, 'a-wrong-password', headers, username);
      expect(failed.status, `attempt ${attempt} on the first`).toBe(422);
    }
    const sixth = await signIn(second, 'a-wrong-password', headers, username);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a sign-out on one ends the session on both', async () => {
    const signedIn = await signIn(second, ADMIN_PASSWORD, fromAddress());
    const token = signedIn.body.token as string;
    expect((await call(first, 'GET', '/admin/profile', { token })).status).toBe(200);
    expect((await call(first, 'POST', '/admin/auth/logout', { token })).status).toBe(200);
    expect((await call(second, 'GET', '/admin/profile', { token })).status).toBe(401);
    expect((await call(first, 'GET', '/admin/profile', { token })).status).toBe(401);
  });

  it('a backup made through one is listed, downloaded and deleted through the other', async () => {
    const token = (await signIn(first, ADMIN_PASSWORD, fromAddress())).body.token as string;
    const made = await call(first, 'POST', '/admin/mysql/export', { token });
    expect(made.status).toBe(201);
    const name = made.body.data.backup.name as string;
    const listed = await call(second, 'GET', '/admin/mysql/list', { token });
    expect(listed.body.data.backups.map((backup: { name: string }) => backup.name)).toContain(name);
    const download = await fetch(`${second.baseUrl}/api/v1/admin/mysql/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(made.body.data.backup.size);
    expect((await call(second, 'DELETE', '/admin/mysql/delete', { token, body: { name } })).status).toBe(200);
    const after = await call(first, 'GET', '/admin/mysql/list', { token });
    expect(after.body.data.backups.map((backup: { name: string }) => backup.name)).not.toContain(name);
  });
});
