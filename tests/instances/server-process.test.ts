import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, closeInfrastructure } from '../../server/bootstrap';
import { readEnv } from '../../server/env';
import { writeSparseMp4 } from '../support/mp4';
import { buildServer, call, spawnServerProcess, startServerProcess, type ServerProcess } from '../support/server-process';

// The compiled production server as a real process on SQLite: what it logs, and how it stops.
const ADMIN_PASSWORD = 'process-admin-password';
const USER_PASSWORD = 'Sabz-Kooh-1403-secret';

let compiled: Awaited<ReturnType<typeof buildServer>>;
let runDir: string;
let running: ServerProcess | undefined;

beforeAll(async () => {
  compiled = await buildServer();
  runDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-process-'));
});
afterEach(async () => {
  await running?.kill();
  running = undefined;
});
afterAll(async () => {
  await compiled?.remove();
  await fs.rm(runDir, { recursive: true, force: true });
});

/** A server on a fresh database and storage, or on ones `prepare` fills first (given the server's environment). */
async function start(prepare?: (env: Record<string, string>) => Promise<unknown>): Promise<{ server: ServerProcess; notifyFile: string }> {
  const dir = await fs.mkdtemp(path.join(runDir, 'run-'));
  const notifyFile = path.join(dir, 'notify.jsonl');
  const env = {
    DATABASE_URL: `file:${path.join(dir, 'app.sqlite')}`,
    STORAGE_ROOT: path.join(dir, 'storage'),
    NOTIFY_FILE: notifyFile,
    ADMIN_PASSWORD,
  };
  await prepare?.(env);
  running = await startServerProcess(compiled.file, env);
  return { server: running, notifyFile };
}

/** A video of `size` bytes registered the way the import command does it, before the server starts. */
async function importVideo(env: Record<string, string>, size: number): Promise<void> {
  const source = await fs.mkdtemp(path.join(runDir, 'import-'));
  await writeSparseMp4(path.join(source, 'recording.mp4'), size);
  const services = await bootstrap(readEnv({ ...env, NODE_ENV: 'test' }));
  try {
    await services.videos.importFolder(source);
  } finally {
    await closeInfrastructure(services);
    await fs.rm(source, { recursive: true, force: true });
  }
}

/**
 * More than the kernel can hold of one loopback answer, sending and receiving sides together, several
 * times over: an answer this large is still being written by the server until its client reads it.
 * Linux's autotuning ceilings (tcp_wmem, tcp_rmem) say how much that is; elsewhere 64 MB is assumed.
 */
async function largerThanSocketBuffers(): Promise<number> {
  const ceilingOf = async (name: string) => Number((await fs.readFile(`/proc/sys/net/ipv4/${name}`, 'utf8')).trim().split(/\s+/)[2]);
  const buffered = await Promise.all([ceilingOf('tcp_wmem'), ceilingOf('tcp_rmem')]).then(
    ([sending, receiving]) => sending + receiving,
    () => 64 * 1024 * 1024,
  );
  return 4 * buffered;
}

/** The log line that says the server took the signal (lines are written in batches, within a second). */
const stoppingLogged = (server: ServerProcess) =>
  expect.poll(() => server.logLines().some((entry) => String(entry.msg).startsWith('stopping')), { timeout: 10_000 }).toBe(true);

/** The code texted to a mobile; the text goes after the answer, so it is waited for. */
async function codeSentTo(mobile: string, notifyFile: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const lines = (await fs.readFile(notifyFile, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean);
    const code = lines.map((line) => JSON.parse(line) as { to: string; code: string | null }).findLast((message) => message.to === mobile)?.code;
    if (code) return code;
    await sleep(50);
  }
  throw new Error(`no code was texted to ${mobile}`);
}

describe('the production server process', () => {
  it.each(['PAYMENT_GATEWAY', 'NOTIFY_DRIVER', 'APP_KEY'])('refuses to start without %s, saying so in one log line, and exits 1', async (name) => {
    const dir = await fs.mkdtemp(path.join(runDir, 'run-'));
    running = await spawnServerProcess(compiled.file, {
      DATABASE_URL: `file:${path.join(dir, 'app.sqlite')}`,
      STORAGE_ROOT: path.join(dir, 'storage'),
      [name]: undefined,
    });
    expect(await running.exited).toBe(1);
    const lines = running.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 60, msg: expect.stringContaining(name) });
  });

  it('started in production on the sandbox gateway and the file sender, warns of each at start', async () => {
    const { server } = await start();
    await server.signal('SIGTERM');
    const warnings = server
      .logLines()
      .filter((entry) => entry.level === 40)
      .map((entry) => String(entry.msg));
    expect(warnings).toEqual(expect.arrayContaining([expect.stringContaining('PAYMENT_GATEWAY=sandbox'), expect.stringContaining('NOTIFY_DRIVER=file')]));
  });

  it('logs one JSON line per request with its id, method, path, status and duration', async () => {
    const { server } = await start();
    const answer = await call(server, 'GET', '/health?probe=1');
    await server.signal('SIGTERM');
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = server.logLines().find((entry) => entry.requestId === requestId);
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/api/v1/health', status: 200, durationMs: expect.any(Number) });
  });

  it('keeps the X-Request-Id a proxy sent, in the answer and in the log', async () => {
    const { server } = await start();
    const answer = await call(server, 'GET', '/health/live', { headers: { 'X-Request-Id': 'edge-4f2a.17' } });
    expect(answer.headers.get('x-request-id')).toBe('edge-4f2a.17');
    await server.signal('SIGTERM');
    expect(server.logLines().find((entry) => entry.path === '/api/v1/health/live')).toMatchObject({ requestId: 'edge-4f2a.17' });
  });

  it('never logs a password, a verification code or a session token', async () => {
    const { server, notifyFile } = await start();
    const mobile = `0912${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`;
    const registered = await call(server, 'POST', '/auth/register', { body: { name: 'کاربر', mobile, password: USER_PASSWORD } });
    expect(registered.status).toBe(200);
    const code = await codeSentTo(mobile, notifyFile);
    const verified = await call(server, 'POST', '/auth/verify', { body: { verification_code: registered.body.data.verification_code, code } });
    expect(verified.status).toBe(200);
    const signedIn = await call(server, 'POST', `/auth/login?password=${USER_PASSWORD}`, { body: { mobile, password: USER_PASSWORD } });
    expect(signedIn.status).toBe(200);
    const wrong = await call(server, 'POST', '/admin/auth/login', { body: { username: 'admin', password: `${ADMIN_PASSWORD}-wrong` } });
    expect(wrong.status).toBe(422);
    const admin = await call(server, 'POST', '/admin/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    await call(server, 'GET', '/admin/profile', { token: admin.body.token });
    expect(await server.signal('SIGTERM')).toBe(0);

    const log = server.output();
    const paths = server
      .logLines()
      .filter((entry) => entry.msg === 'request')
      .map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/auth/register', '/api/v1/auth/verify', '/api/v1/auth/login', '/api/v1/admin/auth/login', '/api/v1/admin/profile']),
    );
    for (const secret of [USER_PASSWORD, ADMIN_PASSWORD, code, verified.body.token, signedIn.body.token, admin.body.token]) {
      expect(log).not.toContain(secret);
    }
  });

  it('on SIGTERM finishes a request in flight, takes no new connection, and exits 0', async () => {
    const { server } = await start();
    const body = JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD });
    // The request is under way (the server has read its headers: it said "100 Continue") and its body is still coming when the signal arrives.
    const inFlight = http.request(`${server.baseUrl}/api/v1/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      inFlight.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, text }));
      });
      inFlight.on('error', reject);
    });
    await new Promise((resolve) => inFlight.once('continue', resolve));
    inFlight.write(body.slice(0, 10));

    const exitCode = server.signal('SIGTERM');
    await stoppingLogged(server);
    await expect(fetch(`${server.baseUrl}/api/v1/health/live`)).rejects.toThrow();
    expect(server.hasExited()).toBe(false);

    inFlight.end(body.slice(10));
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).token).toEqual(expect.any(String));
    expect(await exitCode).toBe(0);
    expect(server.logLines().map((entry) => entry.msg)).toContain('stopped');
  });

  it('on SIGTERM a download the client is still reading reaches it whole, and the process exits 0', async () => {
    const size = await largerThanSocketBuffers();
    const { server } = await start((env) => importVideo(env, size));
    const { body } = await call(server, 'POST', '/admin/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    const videos = await call(server, 'GET', '/admin/videos', { token: body.token });
    const videoPath = `/api/v1/admin/videos/${videos.body.data.items[0].id}/downloadMp4`;
    // The client reads nothing while the signal arrives, and the whole file only afterwards.
    const download = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${server.baseUrl}${videoPath}`, { headers: { authorization: `Bearer ${body.token}` } }, resolve).on('error', reject),
    );
    expect(download.statusCode).toBe(200);
    download.pause();

    const exitCode = server.signal('SIGTERM');
    await stoppingLogged(server);
    expect(server.hasExited()).toBe(false);

    let received = 0;
    for await (const chunk of download) received += (chunk as Buffer).length;
    expect(received).toBe(size);
    expect(await exitCode).toBe(0);
    expect(server.logLines().find((entry) => entry.path === videoPath)).toMatchObject({ status: 200, msg: 'request' });
  });
});
