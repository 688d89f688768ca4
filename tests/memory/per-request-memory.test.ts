import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeapReading } from '../../bench/heap';
import { tinyMp4 } from '../support/mp4';
import { call, startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * Nothing a request creates outlives it. The production build (pages and API) runs in a process of its
 * own with the heap probe; each kind of request runs many times, then the heap after a collection must
 * not have grown by more than a leak of even 5 kB per request would make it grow, and no request or
 * response object may still be alive. Runs after `npm run build` (it serves .next/ and dist/server.mjs).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const COMPILED_SERVER = path.join(ROOT, 'dist', 'server.mjs');
const ADMIN_PASSWORD = 'memory-admin-password';
const USER_PASSWORD = 'Sabz-Kooh-1403-secret';
/** Requests at once: like a few browsers, and enough to overlap renders. */
const CONCURRENCY = 10;
/** Per 1,000 requests: under the 5 MB that a leak of 5 kB per request would add, above the warm-up's ~1 MB. */
const GROWTH_BOUND_PER_1000 = 2.5 * 1024 * 1024;
/**
 * The least growth allowed, for the kinds run a few hundred times (exports, backups, abandoned
 * transfers): the heap moves by some hundreds of kB whatever the requests, and a request that outlives
 * its answer is caught by the live count rather than by bytes.
 */
const GROWTH_FLOOR = 1.5 * 1024 * 1024;
/**
 * A kept-alive connection holds its last request until the next one arrives, so up to one per
 * connection the test opened may be alive at rest; a leak keeps one per request.
 */
const LIVE_REQUESTS_BOUND = 2 * CONCURRENCY;

let runDir: string;
let server: ServerProcess;
let adminToken: string;
let userToken: string;
let userId: number;
let ticketId: number;
let attachmentMessageId: number;
let videoId: number;
let largeVideoId: number;

/** Runs `task` `times` times, `CONCURRENCY` at once. */
async function repeat(times: number, task: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < times) await task(next++);
    }),
  );
}

async function expectOk(response: Response, what: string): Promise<void> {
  const body = await response.arrayBuffer();
  if (response.status !== 200 && response.status !== 206) {
    throw new Error(`${what} answered ${response.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
  }
}

const page = (pathname: string, cookie: string) => async () =>
  expectOk(await fetch(`${server.baseUrl}${pathname}`, { headers: { cookie }, redirect: 'manual' }), pathname);

const api =
  (pathname: string, token: string, init: RequestInit = {}) =>
  async () =>
    expectOk(await fetch(`${server.baseUrl}/api/v1${pathname}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } }), pathname);

/**
 * Warms the kind of request up (the JIT, caches that fill once), reads the heap, runs it `times`
 * times, reads the heap again, and returns the growth per 1,000 and the objects left alive.
 */
async function growthOf(times: number, task: () => Promise<unknown>): Promise<{ growth: number; bound: number; after: HeapReading }> {
  await repeat(Math.min(200, times / 2), task);
  const before = await server.heap();
  await repeat(times, task);
  const after = await server.heap();
  return { growth: after.dataHeapUsed - before.dataHeapUsed, bound: Math.max(GROWTH_FLOOR, (GROWTH_BOUND_PER_1000 * times) / 1000), after };
}

function expectNothingLeftBehind({ growth, bound, after }: { growth: number; bound: number; after: HeapReading }): void {
  expect(after.liveRequests).toBeLessThanOrEqual(LIVE_REQUESTS_BOUND);
  expect(growth).toBeLessThan(bound);
}

async function codeSentTo(mobile: string, notifyFile: string): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const lines = (await fsp.readFile(notifyFile, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean);
    const code = lines.map((line) => JSON.parse(line) as { to: string; code: string | null }).findLast((message) => message.to === mobile)?.code;
    if (code) return code;
    await sleep(50);
  }
  throw new Error(`no code was texted to ${mobile}`);
}

function videoForm(title: string, file: Buffer, owner?: string): FormData {
  const form = new FormData();
  form.append('title', title);
  if (owner) form.append('owner', owner);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'video/mp4' }), 'meeting.mp4');
  return form;
}

function ticketForm(): FormData {
  const form = new FormData();
  form.append('unit_id', '1');
  form.append('subject', 'صورتحساب');
  form.append('text', 'پرداخت من ثبت نشده است.');
  // A PNG signature and a little more: judged by its bytes as an image.
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2048)]);
  form.append('attachment', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'receipt.png');
  return form;
}

/** Asks for a page and goes away while it renders: the render must not keep the request. */
function abandonPage(pathname: string, cookie: string): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get(`${server.baseUrl}${pathname}`, { headers: { cookie }, agent: false });
    request.on('error', () => resolve());
    request.on('response', () => {
      request.destroy();
      resolve();
    });
    // Gone once the request has left, before the answer: mid-render on any machine's speed.
    request.on('finish', () =>
      setImmediate(() => {
        request.destroy();
        resolve();
      }),
    );
  });
}

/** Starts a download, reads its first chunk and goes away: the server must let go of the rest. */
function abandonDownload(pathname: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.baseUrl}/api/v1${pathname}`, { headers: { authorization: `Bearer ${token}` }, agent: false }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve();
      });
      response.once('end', resolve);
    });
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
  });
}

/** Sends half of a multipart upload and goes away: the server must drop the part it was writing. */
function abandonUpload(pathname: string, token: string): Promise<void> {
  return new Promise((resolve) => {
    const boundary = `----memory${randomBytes(6).toString('hex')}`;
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\nنیمه\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="half.mp4"\r\ncontent-type: video/mp4\r\n\r\n`;
    const request = http.request(`${server.baseUrl}/api/v1${pathname}`, {
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 4 * 1024 * 1024 },
    });
    request.on('error', () => resolve());
    request.write(head);
    request.write(tinyMp4({ mediaBytes: 256 * 1024 }), () => {
      request.destroy();
      resolve();
    });
  });
}

beforeAll(async () => {
  if (!fs.existsSync(COMPILED_SERVER) || !fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    throw new Error('The memory tests serve the production build: run `npm run build` first.');
  }
  runDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portal-memory-'));
  const notifyFile = path.join(runDir, 'notify.jsonl');
  server = await startServerProcess(
    COMPILED_SERVER,
    {
      DATABASE_URL: `file:${path.join(runDir, 'app.sqlite')}`,
      STORAGE_ROOT: path.join(runDir, 'storage'),
      NOTIFY_FILE: notifyFile,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    { pages: true, heapProbe: true },
  );

  adminToken = (await call(server, 'POST', '/admin/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).body.token;
  const mobile = `0912${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`;
  const registered = await call(server, 'POST', '/auth/register', { body: { name: 'کاربر حافظه', mobile, password: USER_PASSWORD } });
  const code = await codeSentTo(mobile, notifyFile);
  userToken = (await call(server, 'POST', '/auth/verify', { body: { verification_code: registered.body.data.verification_code, code } })).body.token;
  userId = (await call(server, 'GET', '/user/profile', { token: userToken })).body.data.user.id;

  const opened = await fetch(`${server.baseUrl}/api/v1/user/support/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${userToken}` },
    body: ticketForm(),
  });
  const ticket = ((await opened.json()) as { data: { ticket: { id: number } } }).data.ticket;
  ticketId = ticket.id;
  const thread = await call(server, 'GET', `/user/support/${ticketId}`, { token: userToken });
  attachmentMessageId = thread.body.data.messages[0].id;

  const upload = async (title: string, file: Buffer) => {
    const response = await fetch(`${server.baseUrl}/api/v1/admin/videos/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: videoForm(title, file, mobile),
    });
    return ((await response.json()) as { data: { video: { id: number } } }).data.video.id;
  };
  videoId = await upload('جلسه کوتاه', tinyMp4({ mediaBytes: 64 * 1024 }));
  // Larger than the loopback socket buffers, so an abandoned download leaves the server mid-stream.
  largeVideoId = await upload('جلسه بلند', tinyMp4({ mediaBytes: 16 * 1024 * 1024 }));
}, 120_000);

afterAll(async () => {
  await server?.kill();
  if (runDir) await fsp.rm(runDir, { recursive: true, force: true });
});

describe('a signed-in page render leaves nothing behind', () => {
  const renders = 1_000;

  it('the user dashboard', async () => {
    expectNothingLeftBehind(await growthOf(renders, page('/p/dashboard', `user_token=${userToken}`)));
  });

  it('a user list page (their tickets)', async () => {
    expectNothingLeftBehind(await growthOf(renders, page('/p/support', `user_token=${userToken}`)));
  });

  it('the admin dashboard', async () => {
    expectNothingLeftBehind(await growthOf(renders, page('/admin', `admin_token=${adminToken}`)));
  });

  it('an admin list (users)', async () => {
    expectNothingLeftBehind(await growthOf(renders, page('/admin/users?search=۰۹۱۲&sort=created_at:desc', `admin_token=${adminToken}`)));
  });

  it('a detail page (one user, as an admin sees them)', async () => {
    expectNothingLeftBehind(await growthOf(renders, page(`/admin/users/${userId}`, `admin_token=${adminToken}`)));
  });

  it('renders the visitor leaves before they are sent', async () => {
    expectNothingLeftBehind(await growthOf(200, () => abandonPage('/p/dashboard', `user_token=${userToken}`)));
  });
});

describe('an API request leaves nothing behind', () => {
  it('reads of the profile', async () => {
    expectNothingLeftBehind(await growthOf(1_000, api('/user/profile', userToken)));
  });

  it('changes of the profile', async () => {
    const change = api('/user/change/profile', userToken, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'کاربر حافظه' }),
    });
    expectNothingLeftBehind(await growthOf(300, change));
  });

  it('video downloads, whole and by range', async () => {
    let turn = 0;
    const download = () =>
      turn++ % 2 === 0
        ? api(`/user/videos/${videoId}/downloadMp4`, userToken)()
        : api(`/admin/videos/${videoId}/downloadMp4`, adminToken, { headers: { range: 'bytes=1000-20000' } })();
    expectNothingLeftBehind(await growthOf(300, download));
  });

  it('downloads the client abandons halfway', async () => {
    expectNothingLeftBehind(await growthOf(100, () => abandonDownload(`/admin/videos/${largeVideoId}/downloadMp4`, adminToken)));
  });

  it('support attachment downloads', async () => {
    expectNothingLeftBehind(await growthOf(200, api(`/user/support/attachment/${attachmentMessageId}`, userToken)));
  });

  it('multipart uploads, streamed to disk or read whole', async () => {
    let turn = 0;
    const upload = async () => {
      const kind = turn++ % 3;
      const response =
        kind === 0
          ? await fetch(`${server.baseUrl}/api/v1/admin/videos/create`, {
              method: 'POST',
              headers: { authorization: `Bearer ${adminToken}` },
              body: videoForm('بارگذاری', tinyMp4()),
            })
          : kind === 1
            ? await fetch(`${server.baseUrl}/api/v1/user/support/create`, {
                method: 'POST',
                headers: { authorization: `Bearer ${userToken}` },
                body: ticketForm(),
              })
            : await fetch(`${server.baseUrl}/api/v1/user/support/${ticketId}/reply`, {
                method: 'POST',
                headers: { authorization: `Bearer ${userToken}` },
                body: ticketForm(),
              });
      // Past the uploader's allowance the answer is a 429, after the body was read: that path must let go too.
      await response.arrayBuffer();
      if (![200, 201, 429].includes(response.status)) throw new Error(`an upload answered ${response.status}`);
    };
    expectNothingLeftBehind(await growthOf(200, upload));
  });

  it('uploads the client abandons halfway', async () => {
    expectNothingLeftBehind(await growthOf(100, () => abandonUpload('/admin/videos/create', adminToken)));
  });

  it('database backups, made, downloaded and deleted', async () => {
    const backUp = async () => {
      const made = await call(server, 'POST', '/admin/mysql/export', { token: adminToken });
      // One backup at a time: the others of the round are refused with 409, which must let go as well.
      if (made.status !== 201) return expect(made.status).toBe(409);
      const { name } = made.body.data.backup as { name: string };
      await api('/admin/mysql/download', adminToken, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) })();
      await call(server, 'DELETE', '/admin/mysql/delete', { token: adminToken, body: { name } });
    };
    expectNothingLeftBehind(await growthOf(60, backUp));
  });

  it('payment exports, CSV and XLSX', async () => {
    let turn = 0;
    const exportFile = () => api(`/admin/payments/export?format=${turn++ % 2 === 0 ? 'csv' : 'xlsx'}`, adminToken)();
    expectNothingLeftBehind(await growthOf(60, exportFile));
  });
});
