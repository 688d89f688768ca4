import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { normalizeMobile } from '../../lib/mobile';
import { API_PREFIX, createApp } from '../../server/app';
import { bootstrap } from '../../server/bootstrap';
import { manualClock } from '../../server/clock';
import { readEnv } from '../../server/env';
import type { PermissionKey } from '../../server/modules/admins/permissions';
import type { OutgoingMessage, Sender } from '../../server/notify/sender';
import type { Services } from '../../server/services';

export type TestDialect = 'sqlite' | 'mysql';

/** Every dialect the API tests run on: SQLite always, MariaDB/MySQL too when TEST_MYSQL_URL names a server. */
export const dialects: TestDialect[] = ['sqlite', ...(process.env.TEST_MYSQL_URL ? (['mysql'] as const) : [])];

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'test-admin-password';
const HOUR_MS = 60 * 60 * 1000;

export interface TestApiOptions {
  dialect?: TestDialect;
  /** Extra environment for readEnv, e.g. `{ TRUST_PROXY: 'true' }`. */
  env?: Record<string, string>;
  /** Epoch ms the manual clock starts at. */
  startAt?: number;
}

export interface RequestOptions {
  /** Sent as JSON with `Content-Type: application/json`. */
  body?: unknown;
  /** Sent as is; set the content type yourself in `headers` (fetch adds text/plain for strings otherwise). */
  rawBody?: string;
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
  headers: Headers;
}

export interface SentMessage extends OutgoingMessage {
  at: number;
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

async function createMysqlDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { createConnection } = await import('mysql2/promise');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = await createConnection({ uri: serverUrl });
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const connection = await createConnection({ uri: serverUrl });
      try {
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await connection.end();
      }
    },
  };
}

/**
 * A fresh API on a fresh database: SQLite in a temp file, or a new database on the TEST_MYSQL_URL
 * server. Time is a manual clock and SMS/email land in `outbox`.
 */
export async function createTestApi(options: TestApiOptions = {}) {
  const dialect = options.dialect ?? 'sqlite';
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-api-'));
  let databaseUrl = `file:${path.join(dir, 'app.sqlite')}`;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (dialect === 'mysql') {
    const serverUrl = process.env.TEST_MYSQL_URL;
    if (!serverUrl) throw new Error('The mysql dialect needs TEST_MYSQL_URL');
    const created = await createMysqlDatabase(serverUrl);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }

  const env = readEnv({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    NOTIFY_DRIVER: 'console',
    STORAGE_ROOT: path.join(dir, 'storage'),
    APP_URL: 'http://localhost:3000',
    ...options.env,
  });
  const clock = manualClock(options.startAt);
  const outbox: SentMessage[] = [];
  const sender: Sender = {
    async send(message) {
      outbox.push({ ...message, at: clock.now() });
    },
  };

  let services: Services;
  try {
    services = await bootstrap(env, { clock, sender });
  } catch (error) {
    await dropDatabase?.();
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
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    Object.assign(headers, options.headers);
    const url = urlPath.startsWith(API_PREFIX) ? urlPath : API_PREFIX + urlPath;
    const response = await app.request(url, { method: method.toUpperCase(), headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the body stays text and envelope assertions will say so.
    }
    return { status: response.status, body: parsed as ApiBody, text, headers: response.headers };
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
        await services.db.destroy();
      } finally {
        await dropDatabase?.();
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  };
}

let mobileCounter = 0;

/** A mobile number not used before in this test file: 0912 + 7 digits. */
export function uniqueMobile(): string {
  mobileCounter += 1;
  return `0912${String(3_000_000 + mobileCounter).padStart(7, '0')}`;
}

export const GOOD_PASSWORD = 'Sabz-Kooh-1403';

/** Register → code from the outbox → verify; returns the signed-in user and the mobile as stored (09…). */
export async function registerVerifiedUser(
  api: TestApi,
  overrides: { name?: string; mobile?: string; password?: string; email?: string | null } = {},
) {
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
  return { token, user: verified.body.data.user as { id: number; name: string; mobile: string; email: string | null }, mobile, password };
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
    const inserted = await db
      .insertInto('admins')
      .values({
        name: 'مدیر محدود',
        username: `limited_${randomBytes(4).toString('hex')}`,
        password_hash: 'scrypt$disabled',
        avatar: null,
        permissions: JSON.stringify(options.permissions),
        is_super: 0,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .executeTakeFirstOrThrow();
    adminId = Number(inserted.insertId);
  }
  const { token } = await sessions.startSession({ role: 'admin', subjectId: adminId, ip: 't', userAgent: 't' });
  return token;
}

/** The seed's error envelope: hasError, a Persian message, and errors[] on 422. */
export function expectErrorEnvelope(response: ApiResponse) {
  expect(response.body, response.text).toMatchObject({ hasError: true, message: expect.any(String) });
  expect(response.body.message.length).toBeGreaterThan(0);
  if (response.status === 422) {
    expect(Array.isArray(response.body.errors), response.text).toBe(true);
    expect(response.body.errors!.length).toBeGreaterThan(0);
    for (const error of response.body.errors!) expect(typeof error).toBe('string');
  }
}

export const PERSIAN_LETTERS = /[\u0600-\u06ff]/;
