import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { z } from 'zod';
import { isPlausibleToken } from '../../shared/session-token';
import { AppError } from '../errors';
import { callerLocale } from '../i18n/caller-locale';
import { messageIn, type Locale, type MessageCode } from '../i18n/messages';
import type { Services } from '../services';
import { jsonResponse, withApiDefaults } from './envelope';
import { forwardedClientAddress } from './client-address';
import { answerOnce, idempotencyKeyOf } from './idempotency';
import { receiveStreamedUpload, type StreamedUpload } from './streamed-upload';
import type { AnyRoute, Caller, RouteContext } from './route';
import type { Envelope } from '../../shared/contracts/kit.schemas';
import { safeParseIn, validationFailed } from './validation';

/** The bearer token; a header holding anything else is no token, answered 401 without a lookup. */
function bearerToken(c: Context): string | undefined {
  const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return isPlausibleToken(token) ? token : undefined;
}

/** The client's address: from X-Forwarded-For behind trusted proxies (server/http/client-address.ts), else the socket's. */
function clientIp(c: Context, proxyHops: number): string {
  const forwarded = forwardedClientAddress(c.req.header('x-forwarded-for'), proxyHops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests, server-side rendering) have no socket.
    return 'local';
  }
}

type SignedIn<Role extends 'user' | 'admin'> = Omit<Extract<Caller, { role: Role }>, 'role'>;

/**
 * The sign-ins of each server render in this process, by its `render` object (lib/in-process-api.ts):
 * a page's calls are one visitor's, made within milliseconds, so the first call's sign-in serves the
 * rest. Held by the render's object, so it goes when the render does.
 */
const signInsOfRenders = new WeakMap<object, Map<string, Promise<unknown>>>();

function signIn<Role extends 'user' | 'admin'>(role: Role, token: string, c: Context, services: Services): Promise<SignedIn<Role> | undefined> {
  const lookUp = () =>
    (role === 'user' ? services.sessions.findLiveUserSession(token) : services.adminAuth.callerFor(token)) as Promise<SignedIn<Role> | undefined>;
  const render = (c.env as { render?: object } | undefined)?.render;
  if (!render) return lookUp();
  let signIns = signInsOfRenders.get(render);
  if (!signIns) signInsOfRenders.set(render, (signIns = new Map()));
  const key = `${role} ${token}`;
  let found = signIns.get(key) as Promise<SignedIn<Role> | undefined> | undefined;
  if (!found) signIns.set(key, (found = lookUp()));
  return found;
}

async function resolveCaller(route: AnyRoute, c: Context, services: Services): Promise<Caller> {
  const { access } = route;
  if (access.kind === 'public') return { role: 'public' };
  const token = bearerToken(c);
  if (!token) throw new AppError('UNAUTHENTICATED');
  if (access.kind === 'user') {
    const found = await signIn('user', token, c, services);
    if (!found) throw new AppError('UNAUTHENTICATED');
    return { role: 'user', ...found };
  }
  const found = await signIn('admin', token, c, services);
  if (!found) throw new AppError('UNAUTHENTICATED');
  const isAllowed = !access.permission || (access.permission === 'super' ? found.admin.is_super === 1 : found.permissions.has(access.permission));
  if (!isAllowed) throw new AppError('FORBIDDEN');
  if (found.mustSetUpTwoFactor && !route.beforeTwoFactorSetup) throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
  return { role: 'admin', ...found };
}

function parse<T>(schema: z.ZodType<T>, value: unknown, locale: Locale, labels?: Record<string, MessageCode>): T {
  const result = safeParseIn(schema, value, locale);
  if (!result.success) throw validationFailed(result.error, locale, labels);
  return result.data;
}

async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!type.toLowerCase().startsWith('application/json')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON');
  }
}

/** Text fields into an object (`name[]` fields into arrays), files apart. */
async function readMultipartBody(c: Context): Promise<{ fields: Record<string, string | string[]>; files: Record<string, File> }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError('VALIDATION_FAILED');
  }
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      if (value.size > 0) files[name] = value;
    } else if (name.endsWith('[]')) {
      const key = name.slice(0, -2);
      fields[key] = [...((fields[key] as string[] | undefined) ?? []), value];
    } else {
      fields[name] = value;
    }
  }
  return { fields, files };
}

/**
 * What a handler is given. A class, so its lazy getters live once on the prototype: getters written
 * in an object literal made per request give each object a hidden class of its own, kept in V8's
 * long-lived transition tree, and that held every request's objects through the young-generation
 * collections (each ~2 MB promoted, and the collections many times slower).
 */
class RouteCall implements RouteContext<unknown, unknown, unknown> {
  #ip: string | undefined;
  constructor(
    readonly body: unknown,
    readonly query: unknown,
    readonly params: unknown,
    readonly files: Record<string, File>,
    readonly upload: StreamedUpload | undefined,
    readonly caller: Caller,
    readonly services: Services,
    readonly hono: Context,
    private readonly proxyHops: number,
  ) {}
  /** Looking up the client address costs a little; most routes never ask for it. */
  get ip(): string {
    return (this.#ip ??= clientIp(this.hono, this.proxyHops));
  }
  get userAgent(): string {
    return this.hono.req.header('user-agent') ?? '';
  }
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** A streamed upload's temporary file, if the handler did not rename it into place. */
async function removeUpload(upload: StreamedUpload | undefined): Promise<void> {
  if (upload) await fs.rm(upload.temporaryPath, { force: true });
}

/** The refusals that mean a second-step code was typed wrong (or again): what `auditWrongCode` records. */
const WRONG_CODE_REFUSALS: readonly string[] = ['TWO_FACTOR_CODE_WRONG', 'TWO_FACTOR_CODE_USED', 'TWO_FACTOR_RECOVERY_CODE_USED'];

/** Runs the handler of a route declaring `auditWrongCode`, recording its refusal for a wrong code (never the code) before it goes out. */
async function handleAuditingWrongCode(route: AnyRoute, call: RouteCall, caller: Caller, services: Services) {
  try {
    return await route.handler(call);
  } catch (error) {
    if (route.auditWrongCode && error instanceof AppError && WRONG_CODE_REFUSALS.includes(error.code)) {
      const adminId = caller.role === 'admin' ? caller.admin.id : error.options.auditAs;
      if (adminId !== undefined) await services.audit.record({ adminId, action: route.auditWrongCode, target: { type: 'admin', id: adminId }, ip: call.ip });
    }
    throw error;
  }
}

/** Mounts each route of the table with its access check, validation and the envelope. */
export function registerRoutes(app: Hono, routes: readonly AnyRoute[], services: Services): void {
  const proxyHops = services.env.TRUST_PROXY_HOPS;
  for (const route of routes) {
    // Only routes that read a body need its size checked; the check builds a full Request, which
    // costs more than a bodiless GET does in all.
    // A streamed upload checks its own size limit (from configuration) as the bytes arrive.
    const readsBody = Boolean(route.body || route.multipart) && !route.streamedUpload;
    if (route.path.includes('/:') && !route.params) throw new Error(`${route.method} ${route.path} must declare the schema of its path parameters`);
    if (route.idempotent && (route.access.kind === 'public' || route.multipart)) {
      throw new Error(`${route.method} ${route.path}: an idempotent route is for a signed-in caller and reads JSON`);
    }
    const limit = bodyLimit({
      maxSize: route.maxBodyBytes ?? DEFAULT_BODY_LIMIT,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE');
      },
    });
    const handle = async (c: Context) => {
      const locale = callerLocale(c);
      const caller = await resolveCaller(route, c, services);
      const idempotencyKey = route.idempotent ? idempotencyKeyOf(c) : undefined;
      // Decoding path parameters walks the match on every call; most routes have none.
      const params = route.params ? parse(route.params, c.req.param(), locale, route.labels) : undefined;
      let files: Record<string, File> = {};
      let upload: StreamedUpload | undefined;
      let body: unknown;
      if (route.streamedUpload) {
        const { field, folder, maxBytes } = route.streamedUpload;
        const received = await receiveStreamedUpload(c.req.raw, {
          field,
          directory: path.join(services.env.STORAGE_ROOT, folder),
          maxBytes: maxBytes(services.env),
        });
        upload = received.upload;
        try {
          body = route.body ? parse(route.body, received.fields, locale, route.labels) : undefined;
        } catch (error) {
          await removeUpload(upload);
          throw error;
        }
      } else if (route.multipart) {
        const multipart = await readMultipartBody(c);
        files = multipart.files;
        body = route.body ? parse(route.body, multipart.fields, locale, route.labels) : undefined;
      } else if (route.body) {
        body = parse(route.body, await readJsonBody(c), locale, route.labels);
      }
      let query: unknown;
      try {
        query = route.query ? parse(route.query, c.req.query(), locale, route.labels) : undefined;
      } catch (error) {
        await removeUpload(upload);
        throw error;
      }
      const call = new RouteCall(body, query, params, files, upload, caller, services, c, proxyHops);
      const respond = async () => {
        const reply = await (route.auditWrongCode ? handleAuditingWrongCode(route, call, caller, services) : route.handler(call));
        if (reply instanceof Response) return withApiDefaults(reply);
        // Every audited call is recorded here, a file answer's before its first byte goes out.
        const adminId = caller.role === 'admin' ? caller.admin.id : 'auditAs' in reply ? reply.auditAs : undefined;
        if (route.audit && adminId !== undefined) {
          const target = reply.auditTarget ?? (params?.id ? { type: route.tag, id: params.id } : undefined);
          try {
            await services.audit.record({ adminId, action: route.audit, target, ip: call.ip });
          } catch (error) {
            if ('file' in reply) await reply.file.body?.cancel();
            throw error;
          }
        }
        if ('file' in reply) return withApiDefaults(reply.file);
        const envelope: Envelope<unknown> = { hasError: false, message: reply.message ? messageIn(locale, reply.message) : '', data: reply.data ?? null };
        if (reply.token) envelope.token = reply.token;
        return jsonResponse(envelope, route.successStatus ?? 200);
      };
      if (upload) {
        try {
          return await respond();
        } finally {
          await removeUpload(upload);
        }
      }
      if (idempotencyKey === undefined) return respond();
      return answerOnce(services, { key: idempotencyKey, caller, method: route.method, path: c.req.path, request: { body, query } }, respond);
    };
    if (readsBody) app.on(route.method.toUpperCase(), route.path, limit, handle);
    else app.on(route.method.toUpperCase(), route.path, handle);
  }
}
