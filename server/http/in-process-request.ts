const REAL = Symbol('real request');

type LightRequest = Request & { [REAL]?: Request };

/** The Request a light one stands for, made the first time anything but its method, url or headers is read. */
function realOf(request: LightRequest): Request {
  return (request[REAL] ??= new Request(request.url, { method: request.method, headers: request.headers }));
}

/** The fields each light request holds itself (writable here, so that setting one makes it the request's own). */
const OWN_FIELDS = ['method', 'url', 'headers'];

/**
 * A prototype that answers like a Request (instanceof included): the getters and methods of Request
 * and of what it extends go to the real one. Made at the first call, not on import: @hono/node-server
 * puts a subclass of its own in the global's place when the server sets up its listener.
 */
function lightPrototypeOf(RequestClass: typeof Request): object {
  const light: object = Object.create(RequestClass.prototype, Object.fromEntries(OWN_FIELDS.map((name) => [name, { value: undefined, writable: true }])));
  for (let prototype: object | null = RequestClass.prototype; prototype && prototype !== Object.prototype; prototype = Object.getPrototypeOf(prototype)) {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(prototype))) {
      if (name === 'constructor' || Object.prototype.hasOwnProperty.call(light, name)) continue;
      if (descriptor.get)
        Object.defineProperty(light, name, {
          get: function (this: LightRequest) {
            return Reflect.get(realOf(this), name);
          },
        });
      else if (typeof descriptor.value === 'function') {
        const method = descriptor.value as (...args: unknown[]) => unknown;
        Object.defineProperty(light, name, {
          value: function (this: LightRequest, ...args: unknown[]) {
            return method.apply(realOf(this), args);
          },
        });
      }
    }
  }
  return light;
}

const lightPrototypes = new WeakMap<typeof Request, object>();

/**
 * The Request of a server render's call to the API in this process. The API reads a render's calls
 * by method, url and headers alone (they have no body), and undici's Request parses the url and makes
 * an AbortSignal for each: ~12 µs of each call under load, two or three calls for an admin list page.
 */
export function inProcessRequest({ method, url, headers }: { method: string; url: string; headers: Record<string, string> }): Request {
  let prototype = lightPrototypes.get(Request);
  if (!prototype) lightPrototypes.set(Request, (prototype = lightPrototypeOf(Request)));
  const request = Object.create(prototype) as { method: string; url: string; headers: Headers };
  request.method = method;
  request.url = url;
  request.headers = new Headers(headers);
  return request as unknown as Request;
}
