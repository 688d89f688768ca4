/**
 * Server-side rendering calls the API in the same process when the API is mounted there, skipping
 * a loopback HTTP round trip; with a separate API host it falls back to fetch over the network.
 */
type FetchHandler = (request: Request) => Response | Promise<Response>;

const KEY = Symbol.for('portal.inProcessApi');
type Holder = { [KEY]?: FetchHandler };

export function registerInProcessApi(handler: FetchHandler): void {
  (globalThis as Holder)[KEY] = handler;
}

export function inProcessApi(): FetchHandler | undefined {
  return (globalThis as Holder)[KEY];
}
