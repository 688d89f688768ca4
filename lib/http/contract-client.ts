import type { z } from 'zod';
import type { FileResponse, ListParams, ListSpec, Route } from '../../shared/contracts/kit';
import type { Envelope } from '../../shared/contracts/kit.schemas';
import { listApiFields } from '../list-query';

// One typed function per API call, made from the contracts: the routes (shared/contracts/<area>.ts)
// give the method and path at run time, the contracts' schemas (imported for types only) what each
// call takes and answers. The browser's client and the server render's differ only in how a request
// travels (their `Transport`).

/** An endpoint of a contract as the client sees it: a route and, as types, its schemas. */
type Endpoint = Route & { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; response?: z.ZodType };

/** The `:name` segments of a path. */
type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A multipart body's text fields as the schema reads them, and its files as blobs. */
type MultipartBody<Fields, Files extends readonly string[] | undefined> = Fields &
  (Files extends readonly string[] ? { [Name in Files[number]]?: Blob | null } : unknown);

/** What a call takes: its path's parameters, its query (a list's state for a list) and its body. */
export type CallInput<E extends Endpoint> = ([PathParamNames<E['path']>] extends [never]
  ? unknown
  : { params: Record<PathParamNames<E['path']>, string | number> }) &
  (E['listing'] extends ListSpec ? { query: ListParams<E['listing']> } : E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : unknown) &
  (E['body'] extends z.ZodType ? { body: E['multipart'] extends true ? MultipartBody<z.input<E['body']>, E['files']> : z.input<E['body']> } : unknown);

/** A file a call answered, with the name the server gave it (`Content-Disposition`), if any. */
export interface Download {
  blob: Blob;
  filename: string | undefined;
}

/** What a call answers: the seed's envelope of its declared data, or the file it sends. */
export type CallResult<E extends Endpoint> = E['answers'] extends FileResponse
  ? Download
  : Envelope<E['response'] extends z.ZodType ? z.output<E['response']> : null>;

export interface CallOptions {
  /** The caller shows its own failure message; the catalogue still redirects on 401. */
  silent?: boolean;
  /** A GET answer kept for `cacheSeconds` (60 unless said) under this key. */
  cacheKey?: string;
  cacheSeconds?: number;
  signal?: AbortSignal;
  /** The bytes moved so far of a multipart body's upload or a file answer's download, and of how many when known. */
  onProgress?: (loaded: number, total: number | undefined) => void;
  /**
   * The request outlives the page that sends it (a save as the page is left): the browser cancels an
   * ordinary request when the page goes, and keeps a keepalive one going.
   */
  keepalive?: boolean;
  /** A money call's key, when the caller keeps one across its own attempts (a resubmit after a lost answer); one per call otherwise. */
  idempotencyKey?: string;
}

/** One request as the client hands it to its transport: the route, its path filled in, query, body and headers. */
export interface TransportRequest {
  route: Route;
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  headers: Record<string, string>;
  options: CallOptions;
}

/** How a request travels and comes back: the envelope, or `Download` for a call that answers a file. */
export type Transport = (request: TransportRequest) => Promise<unknown>;

/** Whether a call can be made with no input at all (every part of it optional). */
type InputOptional<E extends Endpoint> = Record<never, never> extends CallInput<E> ? true : false;

/** A call: a function of its input, carrying its route and its query key (`[area, name]`) for react-query. */
export type Call<E extends Endpoint> = ((
  ...args: InputOptional<E> extends true ? [input?: CallInput<E>, options?: CallOptions] : [input: CallInput<E>, options?: CallOptions]
) => Promise<CallResult<E>>) & {
  /** What the call is at run time: its route, without the schemas (types only here). */
  route: Pick<E, Extract<keyof E, keyof Route>>;
  key: readonly [string, string];
};

export type Api<Contracts extends Record<string, Record<string, Endpoint>>> = {
  [Area in keyof Contracts]: { [Name in keyof Contracts[Area]]: Call<Contracts[Area][Name]> };
};

/** The routes of every area: what the client needs of the contracts at run time. */
export type RoutesOf<Contracts extends Record<string, Record<string, Endpoint>>> = { [Area in keyof Contracts]: { [Name in keyof Contracts[Area]]: Route } };

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function filledPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs its :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query's fields that are set: an optional one left undefined is not sent, by the browser's client or the server render's. */
function setFields(query: Record<string, string | number | undefined> | undefined): Record<string, string | number> | undefined {
  return query && Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined));
}

/** Text fields as form fields (`name[]` for each item of a list), files as file parts; empty ones are left out. */
function formDataOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => form.append(`${name}[]`, String(item)));
    else form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/**
 * Every call of every area as a typed function over `transport`. An area's calls are made when the
 * area is first used: the server makes an API per render (lib/ssr.ts), which uses one or two of its
 * areas, and making all ~100 calls took ~20 µs of each render.
 */
export function createApi<Contracts extends Record<string, Record<string, Endpoint>>>(routes: RoutesOf<Contracts>, transport: Transport): Api<Contracts> {
  const api: Record<string, Record<string, unknown>> = {};
  for (const [area, calls] of Object.entries(routes)) {
    Object.defineProperty(api, area, {
      enumerable: true,
      configurable: true,
      get() {
        const made = callsOf(area, calls as Record<string, Route>, transport);
        Object.defineProperty(api, area, { value: made, enumerable: true });
        return made;
      },
    });
  }
  return api as Api<Contracts>;
}

function callsOf(area: string, calls: Record<string, Route>, transport: Transport): Record<string, unknown> {
  const made: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(calls)) {
    const call = (input: { params?: Record<string, string | number>; query?: unknown; body?: unknown } = {}, options: CallOptions = {}) => {
      const headers: Record<string, string> = {};
      // One key per call unless the caller keeps its own: a money call's retries (the browser's, a proxy's) are answered once.
      if (route.idempotent) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey ?? crypto.randomUUID();
      const query = route.listing
        ? listApiFields(input.query as ListParams)
        : setFields(input.query as Record<string, string | number | undefined> | undefined);
      const body = route.multipart && input.body ? formDataOf(input.body as Record<string, unknown>) : input.body;
      return transport({ route, path: filledPath(route.path, input.params), query, body, headers, options });
    };
    made[name] = Object.assign(call, { route, key: [area, name] as const });
  }
  return made;
}
