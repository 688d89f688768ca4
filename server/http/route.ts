import type { Context } from 'hono';
import type { z } from 'zod';
import type { Admin, Session, User } from '../db/schema';
import type { MessageCode } from '../i18n/messages';
import type { PermissionKey } from '../modules/admins/permissions';
import type { Services } from '../services';

/** Who may call a route: the one place each route declares it, walked by the access test. */
export type Access = { kind: 'public' } | { kind: 'user' } | { kind: 'admin'; permission?: AdminRequirement };

/** A permission key, or `super` for what only super admins may do (the audit log). */
export type AdminRequirement = PermissionKey | 'super';

export const anyone = { kind: 'public' } as const satisfies Access;
export const signedInUser = { kind: 'user' } as const satisfies Access;
export const admin = (permission?: AdminRequirement) => ({ kind: 'admin', permission }) as const satisfies Access;

export type Caller =
  | { role: 'public' }
  | { role: 'user'; session: Session; user: User }
  | { role: 'admin'; session: Session; admin: Admin; permissions: ReadonlySet<PermissionKey> };

export interface RouteContext<Body, Query, C extends Caller = Caller> {
  body: Body;
  query: Query;
  params: Record<string, string>;
  /** Files of a multipart body, by field name. */
  files: Record<string, File>;
  caller: C;
  services: Services;
  ip: string;
  userAgent: string;
  hono: Context;
}

/** What a handler gives back; the route layer wraps it in the seed's envelope. */
export interface Reply {
  /** The catalogue code of the message the caller reads (server/i18n/messages.ts). */
  message?: MessageCode;
  data?: unknown;
  token?: string;
  status?: 200 | 201 | 202;
  /** What the call changed, for the audit log; defaults to the `:id` of the path. */
  auditTarget?: { type: string; id: number | string; details?: Record<string, unknown> };
}

type CallerFor<A extends Access> = A extends { kind: 'user' }
  ? Extract<Caller, { role: 'user' }>
  : A extends { kind: 'admin' }
    ? Extract<Caller, { role: 'admin' }>
    : Caller;

export interface RouteDefinition<Body = unknown, Query = unknown, A extends Access = Access> {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Path below /api/v1, in Hono's `:param` form. */
  path: string;
  summary: string;
  tag: string;
  access: A;
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  /** Field names as the user sees them (catalogue codes), for zod's own 422 messages. */
  labels?: Record<string, MessageCode>;
  /** The body comes as multipart form data: text fields go through `body`, files into `files`. */
  multipart?: boolean;
  /** The file parts a multipart body may carry, by field name (for the OpenAPI document). */
  files?: readonly string[];
  /** Largest body accepted (1 MB unless said); above it the answer is 413. */
  maxBodyBytes?: number;
  /** Names the audit-log action an admin's successful call records. */
  audit?: string;
  /** A raw response (a file, a stream); otherwise the reply goes in the envelope. */
  handler: (context: RouteContext<Body, Query, CallerFor<A>>) => Promise<Reply | Response>;
}

export function defineRoute<Body = undefined, Query = undefined, A extends Access = Access>(
  definition: RouteDefinition<Body, Query, A>,
): RouteDefinition<Body, Query, A> {
  return definition;
}

// The table holds routes of every body and query type; the handler's own types were checked at definition.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDefinition<any, any, any>;
