// What both sides know of an API call without any schema library: its method and path, how it
// travels (an Idempotency-Key, a multipart body, a file or a redirect for an answer), a list's sorts
// and filters, who may make it. Each area declares its calls here (`shared/contracts/<area>.ts`) and
// completes them with their schemas in `<area>.schemas.ts`, which the browser imports for types only,
// so no page ships zod.

import type { PermissionKey } from './permissions';

export type Method = 'get' | 'post' | 'patch' | 'delete';

/** A permission key, or `super` for what only super admins may do (the audit log). */
export type AdminRequirement = PermissionKey | 'super';

/** Who may make a call: the one place each call says it, walked by the access test. */
export type Access = { kind: 'public' } | { kind: 'user' } | { kind: 'admin'; permission?: AdminRequirement };

export const anyone = { kind: 'public' } as const satisfies Access;
export const signedInUser = { kind: 'user' } as const satisfies Access;
export const admin = (permission?: AdminRequirement) => ({ kind: 'admin', permission }) as const satisfies Access;

/** A call that answers a file of its own instead of the envelope. */
export interface FileResponse {
  kind: 'file';
  contentTypes: readonly string[];
  /** It answers a `Range` request with 206 and that part, or 416 for a range past the end. */
  ranges?: true;
}

export const fileResponse = (contentTypes: readonly string[], options: { ranges?: true } = {}): FileResponse => ({ kind: 'file', contentTypes, ...options });

/** A call that answers by sending the browser elsewhere (303 with `Location`), as a gateway's callback. */
export interface RedirectResponse {
  kind: 'redirect';
}

export const redirectResponse: RedirectResponse = { kind: 'redirect' };

/**
 * How a list filter's value travels, in the page's URL and in the list call's query: free text, one
 * of a set of keys, a positive whole number (an id, an amount), or a calendar day `YYYY-MM-DD` (the whole Tehran day).
 */
export type FilterKind = 'text' | 'number' | 'day' | readonly [string, ...string[]];

/** A list call's sorts and filters, as data: the server builds its query schema from it, the browser its list state. */
export interface ListSpec<Field extends string = string> {
  sortFields: readonly Field[];
  defaultSort: `${Field}:${'asc' | 'desc'}`;
  filters: Readonly<Record<string, FilterKind>>;
}

/**
 * Refusals a call's own logic may answer, beyond those every call may get (401 without a session, 403
 * without the permission, 413/415/422 for input it cannot accept, 503 when the server is busy).
 */
export type RefusalStatus = 403 | 404 | 409 | 422 | 429 | 502 | 503;

/** One API call as both sides see it. */
export interface Route {
  method: Method;
  /** Below /api/v1, in the `:param` form. */
  path: string;
  access: Access;
  /** A money call: the browser sends an `Idempotency-Key` of its own with each call, answered once by the server. */
  idempotent?: true;
  /** The body goes as multipart form data; `files` names its file parts. */
  multipart?: true;
  files?: readonly string[];
  /** Answered with a file (a download) or a redirect rather than the envelope. */
  answers?: FileResponse | RedirectResponse;
  /** A list call: the page's URL state and the call's query follow this. */
  listing?: ListSpec;
  refusals?: readonly RefusalStatus[];
  /** The audit-log action an admin's successful call records (its label: `audit.actions.<action>` in the locales). */
  audit?: string;
  /**
   * The audit-log action this call records when it is refused for a wrong second-step code (guessing
   * shows in the log before the limiter stops it); the code typed is never recorded.
   */
  auditWrongCode?: string;
  /** 201 for a call that creates, 202 for one that starts work it finishes later, 303 for a redirect; 200 otherwise. */
  successStatus?: 200 | 201 | 202 | 303;
  /**
   * An admin who must set up a second factor first (every admin needs one and this one has none) may
   * still make this call: the panel's frame, signing out, and the setup itself. Every other admin call
   * is refused (403 TWO_FACTOR_SETUP_REQUIRED) until the setup is done.
   */
  beforeTwoFactorSetup?: true;
}

/** An area's calls by name, checked as routes and kept with their literal types. */
export const routes = <const Routes extends Record<string, Route>>(declared: Routes): Routes => declared;

/** A list's sort value: `field:direction`. */
export type SortOf<Spec extends ListSpec> = Spec['defaultSort'] extends `${string}:${string}` ? `${Spec['sortFields'][number]}:${'asc' | 'desc'}` : never;

/** What a filter of a kind holds once read: ids are numbers, a set's value one of its keys, the rest text. */
export type FilterValue<Kind extends FilterKind> = Kind extends 'number' ? number : Kind extends readonly string[] ? Kind[number] : string;

/** A list's state: what its URL carries and its call asks for. */
export interface ListParams<Spec extends ListSpec = ListSpec> {
  page: number;
  per_page: number;
  sort: SortOf<Spec>;
  search?: string;
  filters: { [Name in keyof Spec['filters']]?: FilterValue<Spec['filters'][Name]> };
}
