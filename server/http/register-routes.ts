import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { z } from 'zod';
import { AppError, messages } from '../errors';
import type { Services } from '../services';
import type { Envelope } from './envelope';
import type { AnyRoute, Caller } from './route';
import { validationErrors } from './validation';

function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+(\S{1,200})$/i);
  return match?.[1];
}

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests, server-side rendering) have no socket.
    return 'local';
  }
}

async function resolveCaller(route: AnyRoute, c: Context, services: Services): Promise<Caller> {
  const { access } = route;
  if (access.kind === 'public') return { role: 'public' };
  const token = bearerToken(c);
  if (!token) throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
  if (access.kind === 'user') {
    const session = await services.sessions.findLiveSession(token, 'user');
    const user = session && (await services.users.findActiveUser(session.subject_id));
    if (!session || !user) throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
    return { role: 'user', session, user };
  }
  const found = await services.adminAuth.callerFor(token);
  if (!found) throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
  if (access.permission && !found.permissions.has(access.permission)) throw new AppError('FORBIDDEN', messages.forbidden);
  return { role: 'admin', ...found };
}

function parse<T>(schema: z.ZodType<T>, value: unknown, labels?: Record<string, string>): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const errors = validationErrors(result.error, labels);
    throw new AppError('VALIDATION', errors[0] ?? messages.invalidInput, { errors });
  }
  return result.data;
}

async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!type.toLowerCase().startsWith('application/json')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.unsupportedMediaType);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', messages.invalidJson, { errors: [messages.invalidJson] });
  }
}

/** Mounts each route of the table with its access check, validation and the envelope. */
export function registerRoutes(app: Hono, routes: readonly AnyRoute[], services: Services): void {
  const trustProxy = services.env.TRUST_PROXY === 'true';
  for (const route of routes) {
    app.on(route.method.toUpperCase(), route.path, async (c) => {
      const caller = await resolveCaller(route, c, services);
      const body = route.body ? parse(route.body, await readJsonBody(c), route.labels) : undefined;
      const query = route.query ? parse(route.query, c.req.query(), route.labels) : undefined;
      const reply = await route.handler({
        body,
        query,
        params: c.req.param() as Record<string, string>,
        caller,
        services,
        ip: clientIp(c, trustProxy),
        userAgent: c.req.header('user-agent') ?? '',
        hono: c,
      });
      if (reply instanceof Response) return reply;
      const envelope: Envelope = { hasError: false, message: reply.message ?? '', data: reply.data ?? null };
      if (reply.token) envelope.token = reply.token;
      return c.json(envelope, reply.status ?? 200);
    });
  }
}
