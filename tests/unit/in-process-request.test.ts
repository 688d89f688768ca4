import { describe, expect, it } from 'vitest';
import { inProcessRequest } from '../../server/http/in-process-request';

const call = { method: 'GET', url: 'http://in-process/api/v1/admin/admin/list?page=2', headers: { Authorization: 'Bearer x', Accept: 'application/json' } };

describe("a server render's request to the API in this process", () => {
  it('carries the method, the url and the headers as given', () => {
    const request = inProcessRequest(call);
    expect(request.method).toBe('GET');
    expect(request.url).toBe(call.url);
    expect(request.headers.get('authorization')).toBe('Bearer x');
    expect([...request.headers.keys()]).toEqual(['accept', 'authorization']);
  });

  it('answers like a Request for everything else: no body, a live signal, a copy', async () => {
    const request = inProcessRequest(call);
    expect(request).toBeInstanceOf(Request);
    expect(request.body).toBeNull();
    expect(request.signal.aborted).toBe(false);
    expect(await request.text()).toBe('');
    expect(request.clone().url).toBe(call.url);
  });

  it('keeps each request its own', () => {
    const first = inProcessRequest(call);
    const second = inProcessRequest({ ...call, url: 'http://in-process/api/v1/admin/shell', headers: { Authorization: 'Bearer y' } });
    expect(first.signal).not.toBe(second.signal);
    expect([first.url, second.url]).toEqual([call.url, 'http://in-process/api/v1/admin/shell']);
    expect(first.headers.get('authorization')).toBe('Bearer x');
  });

  it("is one of the Request class in the global's place when it is made (@hono/node-server puts a subclass there)", () => {
    const original = globalThis.Request;
    class ServerRequest extends original {}
    Object.defineProperty(globalThis, 'Request', { value: ServerRequest, writable: true, configurable: true });
    try {
      const request = inProcessRequest(call);
      expect(request).toBeInstanceOf(ServerRequest);
      expect(request.signal.aborted).toBe(false);
      expect(request.url).toBe(call.url);
    } finally {
      Object.defineProperty(globalThis, 'Request', { value: original, writable: true, configurable: true });
    }
  });
});
