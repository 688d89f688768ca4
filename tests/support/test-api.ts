import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, inject, test } from 'vitest';
import { normalizeMobile } from '../../shared/mobile';
import { API_PREFIX, createApp } from '../../server/app';
import { bootstrap, closeInfrastructure } from '../../server/bootstrap';
import { manualClock } from '../../server/clock';
import { openDatabase, type Db } from '../../server/db';
import { readEnv } from '../../server/env';
import type { PermissionKey } from '../../shared/contracts/permissions';
import { adminsRepository } from '../../server/modules/admins/repository';
import type { PublicAdmin } from '../../shared/contracts/admins.schemas';
import type { OutgoingMessage, Sender } from '../../server/notify/sender';
import type { PublicUser } from '../../shared/contracts/user.schemas';
import type { Services } from '../../server/services';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './database-templates';
import { claimMysqlDatabase, createEmptyMysqlDatabase } from './mysql-databases';
import { contractProblems } from './response-contract';

export type TestDialect = 'sqlite' | 'mysql';

/** Every dialect the API tests run on: SQLite always, MariaDB/MySQL too when TEST_MYSQL_URL names a server. */
export const dialects: TestDialect[] = ['sqlite', ...(process.env.TEST_MYSQL_URL ? (['mysql'] as const) : [])];

export { ADMIN_PASSWORD, ADMIN_USERNAME };
const HOUR_MS = 60 * 60 * 1000;

export interface TestApiOptions {
  dialect?: TestDialect;
  /**
   * Extra environment for readEnv, e.g. `{ TRUST_PROXY: 'true' }`. The database comes migrated and
   * seeded with the `admin` super admin, so ADMIN_USERNAME/ADMIN_PASSWORD here change nothing.
   */
  env?: Record<string, string>;
  /** Epoch ms the manual clock starts at. */
  startAt?: number;
  /**
   * What the text gateway does once a message is in the outbox: a promise that never settles stands
   * for a gateway that hangs, a rejection for one that fails. Resolves at once when not given.
   */
  deliver?: (message: OutgoingMessage) => Promise<void>;
}

export interface RequestOptions {
  /** Sent as JSON with `Content-Type: application/json`. */
  body?: unknown;
  /** Sent as is; set the content type yourself in `headers` (fetch adds text/plain for strings otherwise). */
  rawBody?: string;
  /** Sent as multipart/form-data; fetch sets the content type with its boundary. */
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
}

/** The seed's envelope as the tests read it; `data` is loose so tests can walk into it. */
export interface ApiBody {
  hasError: boolean;
  message: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  token?: string;
  errors?: string[];
}

export interface ApiResponse {
  status: number;
  body: ApiBody;
  /** The raw text, for bodies that are not JSON or to search the whole answer. */
  text: string;
  /** The raw bytes, for answers that are files. */
  bytes: Uint8Array;
  headers: Headers;
}

export interface SentMessage extends OutgoingMessage {
  at: number;
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** A database with no tables at all, for tests of the migrations themselves; `close` removes it. */
export async function openEmptyDatabase(dialect: TestDialect): Promise<{ db: Db; url: string; close: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-empty-'));
    const url = `file:${path.join(dir, 'app.sqlite')}`;
    const db = await openDatabase(url);
    return { db, url, close: () => db.destroy().finally(() => fs.rm(dir, { recursive: true, force: true })) };
  }
  const serverUrl = process.env.TEST_MYSQL_URL;
  if (!serverUrl) throw new Error('The mysql dialect needs TEST_MYSQL_URL');
  const { url, drop } = await createEmptyMysqlDatabase(serverUrl, '_e');
  const db = await openDatabase(url);
  return { db, url, close: () => db.destroy().finally(drop) };
}

/**
 * A fresh API on a fresh database: SQLite in a temp file, or a new database on the TEST_MYSQL_URL
 * server. Time is a manual clock and SMS/email land in `outbox`.
 */
export async function createTestApi(options: TestApiOptions = {}) {
  const dialect = options.dialect ?? 'sqlite';
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-api-'));
  let dbUrl = `file:${path.join(dir, 'app.sqlite')}`;
  let releaseDatabase: (() => Promise<void>) | undefined;
  if (dialect === 'sqlite') {
    await fs.copyFile(inject('databaseTemplates').sqliteFile, path.join(dir, 'app.sqlite'));
  } else {
    const serverUrl = process.env.TEST_MYSQL_URL;
    if (!serverUrl) throw new Error('The mysql dialect needs TEST_MYSQL_URL');
    const template = inject('databaseTemplates').mysql;
    if (!template) throw new Error('The MySQL template was not built: TEST_MYSQL_URL was not set when the run started');
    const claimed = await claimMysqlDatabase(serverUrl, template);
    dbUrl = claimed.url;
    releaseDatabase = claimed.release;
  }

  const env = readEnv({
    NODE_ENV: 'test',
    DATABASE_URL: dbUrl,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    NOTIFY_DRIVER: 'console',
    PAYMENT_GATEWAY: 'sandbox',
    APP_KEY: randomBytes(32).toString('base64url'),
    STORAGE_ROOT: path.join(dir, 'storage'),
    // The refusal of a hash that would wait past a second is judged in wall time, which a busy test
    // machine spends without any load of the test's own: only the overload tests set it.
    PASSWORD_HASH_MAX_WAIT_MS: '60000',
    ...options.env,
  });
  const clock = manualClock(options.startAt);
  const outbox: SentMessage[] = [];
  const sender: Sender = {
    async send(message) {
      outbox.push({ ...message, at: clock.now() });
      await options.deliver?.(message);
    },
  };

  let services: Services;
  try {
    services = await bootstrap(env, { clock, sender });
  } catch (error) {
    await releaseDatabase?.();
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
  const app = createApp(services);

  async function request(method: string, urlPath: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (options.rawBody !== undefined) body = options.rawBody;
    const payload = options.form ?? body;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    Object.assign(headers, options.headers);
    const url = urlPath.startsWith(API_PREFIX) ? urlPath : API_PREFIX + urlPath;
    const response = await app.request(url, { method: method.toUpperCase(), headers, body: payload });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the body stays text and envelope assertions will say so.
    }
    // Every answer a test sees is held to what its route declares, so no test can pass on an answer
    // the OpenAPI document and the browser's types do not describe.
    const problems = contractProblems({
      method,
      path: new URL(url, 'http://test').pathname.slice(API_PREFIX.length),
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: parsed,
    });
    if (problems.length) throw new Error(`${problems.join('\n')}\nThe answer: ${text.slice(0, 1000)}`);
    return { status: response.status, body: parsed as ApiBody, text, bytes, headers: response.headers };
  }

  return {
    dialect,
    env,
    services,
    clock,
    outbox,
    request,
    /** The latest verification code sent to a mobile (typed in any form); throws when none was sent. */
    lastCodeFor(mobile: string): string {
      const to = normalizeMobile(mobile) ?? mobile;
      const message = outbox.findLast((sent) => sent.to === to && sent.code !== undefined);
      if (!message?.code) throw new Error(`No code was sent to ${mobile}; outbox: ${JSON.stringify(outbox)}`);
      return message.code;
    },
    /** Messages sent to a mobile, oldest first. */
    sentTo(mobile: string): SentMessage[] {
      const to = normalizeMobile(mobile) ?? mobile;
      return outbox.filter((sent) => sent.to === to);
    },
    /** Moves time forward by minutes (fractions allowed). */
    advanceMinutes(minutes: number) {
      clock.advance(minutes * 60 * 1000);
    },
    advanceHours(hours: number) {
      clock.advance(hours * HOUR_MS);
    },
    async close() {
      try {
        // Views and plays a test caused are still buffered; written now, before their database goes.
        await services.views.flush();
        // A gift's publishing run the test started stops between batches before its database goes.
        await services.gifts.stopRuns();
        await closeInfrastructure(services);
      } finally {
        await releaseDatabase?.();
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * `it` with an `api` fixture: each test gets its own fresh API and database, closed after it, so the
 * tests of a `describe.concurrent` block can run side by side.
 */
export function apiTest(dialect: TestDialect, options: Omit<TestApiOptions, 'dialect'> = {}) {
  return test.extend<{ api: TestApi }>({
    // Vitest reads the fixture's dependencies from this (empty) destructuring pattern.
    // eslint-disable-next-line no-empty-pattern
    api: async ({}, provide) => {
      const api = await createTestApi({ ...options, dialect });
      try {
        await provide(api);
      } finally {
        await api.close();
      }
    },
  });
}

let mobileCounter = 0;

/** A mobile number not used before in this test file: 0912 + 7 digits. */
export function uniqueMobile(): string {
  mobileCounter += 1;
  return `0912${String(3_000_000 + mobileCounter).padStart(7, '0')}`;
}

export const GOOD_PASSWORD = 'Sabz-Kooh-1403';

/** Register → code from the outbox → verify; returns the signed-in user and the mobile as stored (09…). */
export async function registerVerifiedUser(api: TestApi, overrides: { name?: string; mobile?: string; password?: string; email?: string | null } = {}) {
  const typedMobile = overrides.mobile ?? uniqueMobile();
  const mobile = normalizeMobile(typedMobile) ?? typedMobile;
  const password = overrides.password ?? GOOD_PASSWORD;
  const name = overrides.name ?? 'کاربر آزمایشی';
  const registered = await api.request('POST', '/auth/register', {
    body: { name, mobile: typedMobile, password, ...(overrides.email !== undefined && { email: overrides.email }) },
  });
  expect(registered.status, registered.text).toBe(200);
  const verified = await api.request('POST', '/auth/verify', {
    body: { verification_code: registered.body.data.verification_code, code: api.lastCodeFor(mobile) },
  });
  expect(verified.status, verified.text).toBe(200);
  const token = verified.body.token;
  if (!token) throw new Error(`verify returned no token: ${verified.text}`);
  return { token, user: verified.body.data.user as PublicUser, mobile, password };
}

/** A registration whose code was never typed: an unverified account waiting on its verification, not a customer yet. */
export async function registerPendingUser(api: TestApi, overrides: { name?: string } = {}): Promise<{ id: number; mobile: string }> {
  const mobile = uniqueMobile();
  const registered = await api.request('POST', '/auth/register', { body: { name: overrides.name ?? 'ثبت‌نام ناتمام', mobile, password: GOOD_PASSWORD } });
  expect(registered.status, registered.text).toBe(200);
  const row = await api.services.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  return { id: Number(row.id), mobile };
}

/**
 * A bearer token for an admin. Without `permissions` it signs in the seeded super admin; with them it
 * creates a non-super admin holding exactly those permissions.
 */
export async function adminToken(api: TestApi, options: { permissions?: PermissionKey[] } = {}): Promise<string> {
  const { db, sessions, clock } = api.services;
  let adminId: number;
  if (options.permissions === undefined) {
    const seeded = await db.selectFrom('admins').select('id').where('username', '=', ADMIN_USERNAME).executeTakeFirstOrThrow();
    adminId = Number(seeded.id);
  } else {
    const now = clock.now();
    adminId = await adminsRepository(db).create({
      name: 'مدیر محدود',
      username: `limited_${randomBytes(4).toString('hex')}`,
      password_hash: 'scrypt$disabled',
      avatar: null,
      permissions: JSON.stringify(options.permissions),
      is_super: 0,
      is_active: 1,
      created_at: now,
      updated_at: now,
    });
  }
  const { token } = await sessions.startSession({ role: 'admin', subjectId: adminId, ip: 't', userAgent: 't' });
  return token;
}

/** The seed's error envelope: hasError, a message, the refusal's code in `data.code`, and errors[] on 422. */
export function expectErrorEnvelope(response: ApiResponse) {
  expect(response.body, response.text).toMatchObject({
    hasError: true,
    message: expect.any(String),
    data: { code: expect.stringMatching(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/) },
  });
  expect(response.body.message.length).toBeGreaterThan(0);
  if (response.status === 422) {
    expect(Array.isArray(response.body.errors), response.text).toBe(true);
    expect(response.body.errors!.length).toBeGreaterThan(0);
    for (const error of response.body.errors!) expect(typeof error).toBe('string');
  }
}

export const PERSIAN_LETTERS = /[\u0600-\u06ff]/;

/** A refusal for going over a limit: 429 in the envelope, a Persian message, and a wait of at most `maxSeconds`. Returns the wait. */
export function expectThrottled(response: ApiResponse, maxSeconds: number): number {
  expect(response.status, response.text).toBe(429);
  expectErrorEnvelope(response);
  expect(response.body.message).toMatch(PERSIAN_LETTERS);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  return retryAfter;
}

/** A multipart body as the panel sends it: a list becomes repeated `name[]` fields, a File a file part. */
export function formData(fields: Record<string, string | string[] | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(`${name}[]`, item);
    else form.append(name, value);
  }
  return form;
}

export const ADMIN_PASSWORD_FOR_NEW = 'Kooh-Damavand-5671';
let adminCounter = 0;

/**
 * Creates an admin through POST /admin/admin/create as the admin behind `token` (multipart, like the
 * panel) and returns it with the username and password it can sign in with.
 */
export async function createAdminViaApi(
  api: TestApi,
  token: string,
  fields: { name?: string; username?: string; password?: string; permissions?: PermissionKey[]; is_super?: boolean; is_active?: boolean } = {},
) {
  adminCounter += 1;
  const username = fields.username ?? `staff_${adminCounter}_${randomBytes(3).toString('hex')}`;
  const password = fields.password ?? ADMIN_PASSWORD_FOR_NEW;
  const response = await api.request('POST', '/admin/admin/create', {
    token,
    form: formData({
      name: fields.name ?? 'کارمند پشتیبانی',
      username,
      password,
      // Multipart cannot send an empty list: one empty item means "none".
      permissions: fields.permissions?.length ? fields.permissions : [''],
      ...(fields.is_super !== undefined && { is_super: String(fields.is_super) }),
      ...(fields.is_active !== undefined && { is_active: String(fields.is_active) }),
    }),
  });
  expect(response.status, response.text).toBe(201);
  return { admin: response.body.data.admin as PublicAdmin, username, password };
}

/** POST /admin/auth/login; `headers` e.g. to send X-Forwarded-For behind TRUST_PROXY. */
export function adminLogin(api: TestApi, username: string, password: string, headers?: Record<string, string>) {
  return api.request('POST', '/admin/auth/login', { body: { username, password }, headers });
}
