import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PREFIX } from '../../server/app';
import { errorResponse } from '../../server/http/envelope';
import { registerRoutes } from '../../server/http/register-routes';
import { implement, type AnyRoute } from '../../server/http/route';
import { admin } from '../../shared/contracts/kit';
import { PERMISSION_KEYS } from '../../shared/contracts/permissions';
import { routeTable } from '../../server/routes';
import {
  adminToken,
  createTestApi,
  dialects,
  expectErrorEnvelope,
  PERSIAN_LETTERS,
  registerVerifiedUser,
  type ApiResponse,
  type RequestOptions,
  type TestApi,
} from '../support/test-api';

const TWO_MB = 2 * 1024 * 1024;

/** The path with every `:param` segment replaced by 1. */
const concrete = (route: AnyRoute) => route.path.replace(/:\w+/g, '1');
const label = (route: AnyRoute) => `${route.method.toUpperCase()} ${route.path}`;

const protectedRoutes = routeTable.filter((route) => route.access.kind !== 'public');
const userRoutes = routeTable.filter((route) => route.access.kind === 'user');
const adminRoutes = routeTable.filter((route) => route.access.kind === 'admin');
const permissionRoutes = adminRoutes.filter((route) => route.access.kind === 'admin' && route.access.permission);
const idRoutes = routeTable.filter((route) => route.path.includes('/:id'));

describe('the route table', () => {
  it.each(routeTable.filter((route) => route.path.includes('/:')).map((route) => [label(route), route] as const))(
    '%s validates each of its path parameters',
    (_name, route) => {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(route.params).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((route.params as z.ZodObject).shape).sort()).toEqual(names.sort());
    },
  );
});

interface Junk {
  name: string;
  rawBody: string;
  headers: Record<string, string>;
  /** No route that reads a body can accept it (an empty body or stray fields may suit a lenient schema). */
  alwaysRefused?: boolean;
}

const json = { 'content-type': 'application/json' };
const hugeJson = JSON.stringify({ name: 'ا'.repeat(TWO_MB / 2), mobile: '09120000000', password: 'x'.repeat(1024) });
const junkBodies: Junk[] = [
  { name: 'invalid JSON text', rawBody: '{"mobile": "0912', headers: json, alwaysRefused: true },
  { name: 'a JSON array', rawBody: '[1, "two", {"mobile": "09120000000"}]', headers: json, alwaysRefused: true },
  { name: 'a JSON string', rawBody: '"09120000000"', headers: json, alwaysRefused: true },
  { name: 'JSON null', rawBody: 'null', headers: json, alwaysRefused: true },
  {
    name: 'fields of the wrong types',
    rawBody: JSON.stringify({ mobile: 123, password: {}, name: [], email: 5, code: true, verification_code: 1 }),
    headers: json,
  },
  { name: 'a 2 MB body with its length', rawBody: hugeJson, headers: { ...json, 'content-length': String(Buffer.byteLength(hugeJson)) }, alwaysRefused: true },
  { name: 'a 2 MB body without a length', rawBody: hugeJson, headers: json, alwaysRefused: true },
  {
    name: 'a text/plain body',
    rawBody: JSON.stringify({ mobile: '09120000000', password: 'Some-Password-1' }),
    headers: { 'content-type': 'text/plain' },
    alwaysRefused: true,
  },
  { name: 'an empty body', rawBody: '', headers: json },
  { name: 'an empty body without a content type', rawBody: '', headers: {} },
];

describe.each(dialects)('route table on %s', (dialect) => {
  let api: TestApi;
  let userId: number;
  let superAdminToken: string;

  beforeAll(async () => {
    api = await createTestApi({ dialect });
    // Paths are made concrete with id 1, so the admin routes act on this first user (a junk body may
    // delete it); the user routes sign in as the second, who stays.
    await registerVerifiedUser(api);
    userId = (await registerVerifiedUser(api)).user.id;
    superAdminToken = await adminToken(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A new user session per call, so a route that ends it (logout) does not spoil the next call. */
  const freshUserToken = async () => (await api.services.sessions.startSession({ role: 'user', subjectId: userId, ip: 't', userAgent: 't' })).token;

  /** Calls a route of the table; fetch refuses a body on GET, so there the body is left out. */
  async function call(route: AnyRoute, options: RequestOptions = {}): Promise<ApiResponse> {
    const { body, rawBody, ...rest } = options;
    return api.request(route.method, concrete(route), route.method === 'get' ? rest : { body, rawBody, ...rest });
  }

  describe('access', () => {
    it.each(protectedRoutes.map((route) => [label(route), route] as const))('%s answers 401 without a token', async (_name, route) => {
      const response = await call(route, { body: {} });
      expect(response.status, response.text).toBe(401);
      expectErrorEnvelope(response);
    });

    it.each(protectedRoutes.map((route) => [label(route), route] as const))('%s answers 401 with a made-up or malformed token', async (_name, route) => {
      for (const authorization of ['Bearer made-up-token', 'Basic YWRtaW46YWRtaW4=', 'Bearer', `Bearer ${'x'.repeat(500)}`]) {
        const response = await call(route, { body: {}, headers: { authorization } });
        expect(response.status, `${authorization}: ${response.text}`).toBe(401);
        expectErrorEnvelope(response);
      }
    });

    it.each(userRoutes.map((route) => [label(route), route] as const))('user route %s answers 401 with an admin token', async (_name, route) => {
      const response = await call(route, { body: {}, token: superAdminToken });
      expect(response.status, response.text).toBe(401);
      expectErrorEnvelope(response);
    });

    it.each(adminRoutes.map((route) => [label(route), route] as const))('admin route %s answers 401 with a user token', async (_name, route) => {
      const response = await call(route, { body: {}, token: await freshUserToken() });
      expect(response.status, response.text).toBe(401);
      expectErrorEnvelope(response);
    });

    it.each(permissionRoutes.map((route) => [label(route), route] as const))(
      'admin route %s answers 403 for an admin holding every permission but its own',
      async (_name, route) => {
        // `super` is held by no permission list: an admin with every key but not super is refused too.
        const needed = (route.access as { permission: string }).permission;
        const token = await adminToken(api, { permissions: PERMISSION_KEYS.filter((key) => key !== needed) });
        const response = await call(route, { body: {}, token });
        expect(response.status, response.text).toBe(403);
        expectErrorEnvelope(response);
      },
    );

    describe('the admin checks of the access layer (probe routes mounted like the table)', () => {
      let probe: Hono;
      beforeAll(() => {
        probe = new Hono().basePath(API_PREFIX);
        const okData = z.strictObject({ ok: z.boolean() });
        const ok = async () => ({ data: { ok: true } });
        registerRoutes(
          probe,
          [
            implement({ method: 'get', path: '/probe/any-admin', summary: 'probe', tag: 'probe', access: admin(), response: okData }, {}, ok),
            implement({ method: 'get', path: '/probe/payments', summary: 'probe', tag: 'probe', access: admin('payments.view'), response: okData }, {}, ok),
          ],
          api.services,
        );
        probe.onError((error, c) => errorResponse(c, error));
      });
      const get = async (path: string, token?: string) => {
        const response = await probe.request(API_PREFIX + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
        return { status: response.status, body: (await response.json()) as { hasError: boolean; message: string } };
      };

      it('an admin-only route answers 401 with a user token and 200 with an admin token', async () => {
        expect((await get('/probe/any-admin')).status).toBe(401);
        expect((await get('/probe/any-admin', await freshUserToken())).status).toBe(401);
        expect((await get('/probe/any-admin', await adminToken(api, { permissions: [] }))).status).toBe(200);
      });

      it('a route with a permission answers 403 for an admin lacking it and 200 for one holding it', async () => {
        const lacking = await get('/probe/payments', await adminToken(api, { permissions: ['users.view'] }));
        expect(lacking.status).toBe(403);
        expect(lacking.body).toMatchObject({ hasError: true, message: expect.any(String) });
        expect((await get('/probe/payments', await adminToken(api, { permissions: ['payments.view'] }))).status).toBe(200);
        expect((await get('/probe/payments', superAdminToken)).status).toBe(200);
      });

      it('a deactivated admin is refused', async () => {
        const token = await adminToken(api, { permissions: ['payments.view'] });
        const found = await api.services.sessions.findLiveAdminSession(token);
        await api.services.db.updateTable('admins').set({ is_active: 0 }).where('id', '=', found!.admin.id).execute();
        expect((await get('/probe/payments', token)).status).toBe(401);
      });
    });
  });

  describe.each(routeTable.map((route) => [label(route), route] as const))('%s with junk', (_name, route) => {
    it.each(junkBodies.map((junk) => [junk.name, junk] as const))('%s never gives a 5xx and answers the envelope', async (_junkName, junk) => {
      // A new session per call: junk sent to a logout route must not sign out the next call.
      const token = route.access.kind === 'user' ? await freshUserToken() : route.access.kind === 'admin' ? await adminToken(api) : undefined;
      // fetch refuses a body on GET; there the junk goes into the query string instead.
      const response =
        route.method === 'get'
          ? await api.request('get', `${concrete(route)}?junk=${encodeURIComponent(junk.rawBody.slice(0, 200))}&page=-1&page=x`, {
              token,
              headers: junk.headers,
            })
          : await call(route, { rawBody: junk.rawBody, headers: junk.headers, token });

      expect(response.status, response.text).toBeLessThan(500);
      const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
      // A raw success (a file, a CSV) is the route's own answer; every other answer is the envelope.
      if (response.status < 400 && !isJson) return;
      expect(isJson, response.text.slice(0, 200)).toBe(true);
      expect(response.body).toMatchObject({ hasError: expect.any(Boolean), message: expect.any(String) });
      const takesLargeBodies = (route.maxBodyBytes ?? 0) > TWO_MB;
      if (route.body && route.method !== 'get' && junk.alwaysRefused && !(junk.rawBody === hugeJson && takesLargeBodies)) {
        expect(response.status, response.text).toBeGreaterThanOrEqual(400);
      }
      if (response.status >= 400 || response.body.hasError) expectErrorEnvelope(response);
    });
  });

  describe('path parameters', () => {
    it.each(idRoutes.map((route) => [label(route), route] as const))(
      '%s answers 422 with Persian reasons for an id that is not a positive whole number',
      async (_name, route) => {
        const token = route.access.kind === 'user' ? await freshUserToken() : route.access.kind === 'admin' ? superAdminToken : undefined;
        for (const id of ['abc', '-1', '0', '1.5', '1e3']) {
          const response = await api.request(route.method, route.path.replace(':id', id), { token });
          expect(response.status, `${id}: ${response.text}`).toBe(422);
          expectErrorEnvelope(response);
          expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
        }
      },
    );
  });

  describe('the API itself', () => {
    it('/health answers that the database is ok', async () => {
      const response = await api.request('GET', '/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ hasError: false, message: expect.any(String), data: { db: 'ok', redis: 'not_configured' } });
    });

    it('/openapi.json lists every route of the route table with its method', async () => {
      const response = await api.request('GET', '/openapi.json');
      expect(response.status).toBe(200);
      const document = response.body as unknown as { openapi: string; paths: Record<string, Record<string, { 'x-access': unknown }>> };
      expect(document.openapi).toMatch(/^3\./);
      for (const route of routeTable) {
        const path = API_PREFIX + route.path.replace(/:(\w+)/g, '{$1}');
        expect(document.paths[path]?.[route.method], `${label(route)} missing from openapi.json`).toBeDefined();
        expect(document.paths[path]![route.method]!['x-access']).toEqual(route.access);
      }
      const documented = Object.values(document.paths).reduce((count, methods) => count + Object.keys(methods).length, 0);
      expect(documented).toBe(routeTable.length);
    });

    it('an unknown route answers 404 with the envelope', async () => {
      const response = await api.request('GET', '/no/such/route');
      expect(response.status).toBe(404);
      expectErrorEnvelope(response);
    });

    it('answers carry nosniff and no-store', async () => {
      const response = await api.request('GET', '/health');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });
});
