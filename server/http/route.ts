import type { Context } from 'hono';
import { AppError } from '../errors';
import type { z } from 'zod';
import type { Admin, Session, User } from '../db/schema';
import type { MessageCode } from '../i18n/messages';
import type { Access, FileResponse, RedirectResponse, RefusalStatus, Route } from '../../shared/contracts/kit';
import type { PermissionKey } from '../../shared/contracts/permissions';

import type { Env } from '../env';
import type { Services } from '../services';
import type { StreamedUpload } from './streamed-upload';

export type Caller =
  | { role: 'public' }
  /** `balance` is the user's as the request's first read found it, with the session. */
  | { role: 'user'; session: Session; user: User; balance: number }
  | {
      role: 'admin';
      session: Session;
      admin: Admin;
      permissions: ReadonlySet<PermissionKey>;
      /** Every admin needs a second factor (the setting as this request read it). */
      isTwoFactorRequired: boolean;
      mustSetUpTwoFactor: boolean;
    };

/**
 * Refuses (403 IMPERSONATION_READ_ONLY) what an admin signed in as the user may not do: change the
 * password or mobile, top up. Called first by the handlers of those routes, which declare 403.
 */
export function refuseWhileImpersonating(caller: Caller): void {
  if (caller.role === 'user' && caller.session.impersonated_by !== null) throw new AppError('IMPERSONATION_READ_ONLY');
}

export interface RouteContext<Body, Query, Params, C extends Caller = Caller> {
  body: Body;
  query: Query;
  params: Params;
  /** Files of a multipart body, by field name. */
  files: Record<string, File>;
  /** The file of a `streamedUpload` route, on disk under a temporary name; the handler renames it to keep it. */
  upload: StreamedUpload | undefined;
  caller: C;
  services: Services;
  ip: string;
  userAgent: string;
  hono: Context;
}

export const isFileResponse = (spec: ResponseSpec): spec is FileResponse => 'kind' in spec && spec.kind === 'file';

export const isRedirectResponse = (spec: ResponseSpec): spec is RedirectResponse => 'kind' in spec && spec.kind === 'redirect';

/** What a route answers on success: the schema of its envelope's `data`, a file, or a redirect. */
export type ResponseSpec = z.ZodType | FileResponse | RedirectResponse;

/** What the call changed, for the audit log; defaults to the `:id` of the path. */
export interface AuditTarget {
  type: string;
  id: number | string;
  details?: Record<string, unknown>;
}

/** What a handler gives back; the route layer wraps it in the seed's envelope. */
export type Reply<Data> = {
  /** The catalogue code of the message the caller reads (server/i18n/messages.ts). */
  message?: MessageCode;
  token?: string;
  auditTarget?: AuditTarget;
  /** The admin the audit row names when the caller is not one yet (an admin's sign-in). */
  auditAs?: number;
} & (null extends Data ? { data?: Data } : { data: Data });

/** A file answer, and what it records in the audit log (a download, an export) before it is sent. */
export interface FileReply {
  file: Response;
  auditTarget?: AuditTarget;
}

/** A handler answers what its route declares: the declared data in the envelope, or a file (with its audit) for a file route. */
export type HandlerResult<R extends ResponseSpec> = R extends z.ZodType ? Reply<z.output<R>> : R extends FileResponse ? Response | FileReply : Response;

type CallerFor<A extends Access> = A extends { kind: 'user' }
  ? Extract<Caller, { role: 'user' }>
  : A extends { kind: 'admin' }
    ? Extract<Caller, { role: 'admin' }>
    : Caller;

export interface RouteDefinition<Body, Query, Params, A extends Access, R extends ResponseSpec> {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Path below /api/v1, in Hono's `:param` form. */
  path: string;
  summary: string;
  tag: string;
  access: A;
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  /** Every `:param` of the path, validated like a body. */
  params?: z.ZodType<Params>;
  /** Field names as the user sees them (catalogue codes), for zod's own 422 messages. */
  labels?: Record<string, MessageCode>;
  /** The body comes as multipart form data: text fields go through `body`, files into `files`. */
  multipart?: boolean;
  /** The file parts a multipart body may carry, by field name (for the OpenAPI document). */
  files?: readonly string[];
  /**
   * A multipart body too large to hold in memory (a video): its one file, in field `field`, streams to a
   * temporary file in STORAGE_ROOT/`folder` (413 past `maxBytes`), the text fields go through `body`,
   * and the route layer removes the temporary file after the handler unless the handler renamed it.
   * Needs `multipart: true` too, which documents the form.
   */
  streamedUpload?: { field: string; folder: string; maxBytes: (env: Env) => number };
  /** Largest body accepted (1 MB unless said); above it the answer is 413. */
  maxBodyBytes?: number;
  /** Names the audit-log action an admin's successful call records. */
  audit?: string;
  /** Names the audit-log action a refusal for a wrong second-step code records (shared/contracts/kit.ts). */
  auditWrongCode?: string;
  /**
   * A money call: it reads an `Idempotency-Key` header and answers each key once, replaying the first
   * answer to a repeat (server/http/idempotency.ts). Adds 409 and 422 to what it may refuse.
   */
  idempotent?: boolean;
  /** The schema of `data` in a successful answer (or a file): documented, and checked against every answer in the API tests. */
  response: R;
  /** 201 for a route that creates, 202 for one that starts work it finishes later, 303 for a redirect; 200 otherwise. */
  successStatus?: 200 | 201 | 202 | 303;
  refusals?: readonly RefusalStatus[];
  /** An admin who must set up a second factor first may still make this call (shared/contracts/kit.ts). */
  beforeTwoFactorSetup?: true;
  // NoInfer: the declared response alone fixes what the handler must return, so a wrong shape fails to compile.
  handler: (context: RouteContext<Body, Query, Params, CallerFor<A>>) => Promise<HandlerResult<NoInfer<R>>>;
}

// The table holds routes of every body, query and answer type; the handler's own types were checked at definition.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDefinition<any, any, any, any, any>;

/** What only the server adds to a contract's endpoint: how its input's fields are named in a 422 and how its body is read. */
export interface ServerSide {
  labels?: Record<string, MessageCode>;
  maxBodyBytes?: number;
  streamedUpload?: { field: string; folder: string; maxBytes: (env: Env) => number };
}

/** An endpoint of a contract (shared/contracts/<area>.schemas.ts): a route and its schemas. */
type ContractEndpoint = Route & { summary: string; tag: string; params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; response?: z.ZodType };

type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type ResponseOf<E extends ContractEndpoint> = E['answers'] extends FileResponse | RedirectResponse
  ? E['answers']
  : E['response'] extends z.ZodType
    ? E['response']
    : never;

/**
 * The server's side of a contract's endpoint: its handler, typed by the endpoint's schemas (the body,
 * query and path parameters it gets, the data it must answer), and what only the server knows of it.
 */
export function implement<E extends ContractEndpoint>(
  endpoint: E,
  server: ServerSide,
  handler: (
    context: RouteContext<OutputOf<E['body']>, OutputOf<E['query']>, OutputOf<E['params']>, CallerFor<E['access']>>,
  ) => Promise<HandlerResult<ResponseOf<E>>>,
): AnyRoute {
  const { answers, listing: _listing, response, ...declared } = endpoint;
  // The handler was typed by the endpoint above (its caller narrowed by the access); the table holds handlers of every such type.
  return { ...declared, ...server, response: response ?? answers, handler } as unknown as AnyRoute;
}
