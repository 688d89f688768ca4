/**
 * Server-side rendering calls the API in the same process when the API is mounted there, skipping
 * a loopback HTTP round trip; with a separate API host it falls back to fetch over the network.
 */
/** What the API answered: its status and its body as text. */
export interface ApiAnswer {
  status: number;
  text: string;
}

/** A call of a server render as the API's Request would carry it: a render's calls have no body. */
export interface ApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * `render` is the same object for every call of one server render (one visitor, one token): the API
 * signs the visitor in on the render's first call and its other calls reuse that, for the render only.
 */
type FetchHandler = (call: ApiCall, render: object) => Promise<ApiAnswer>;

const KEY = Symbol.for('portal.inProcessApi');
type Holder = { [KEY]?: FetchHandler };

export function registerInProcessApi(handler: FetchHandler): void {
  (globalThis as Holder)[KEY] = handler;
}

export function inProcessApi(): FetchHandler | undefined {
  return (globalThis as Holder)[KEY];
}
