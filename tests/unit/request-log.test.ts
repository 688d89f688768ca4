import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../server/logging/logger';
import { logRequests, type RequestLogOptions } from '../../server/logging/request-log';

// The request log wrapped around a real HTTP server, its lines caught in memory.
let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/**
 * A server whose requests go through the request log. `closed(n)` resolves once n answers have ended
 * or been abandoned: the log's own listener runs first, so their lines are written by then.
 */
async function serve(listener: http.RequestListener, options: RequestLogOptions = {}, level: 'info' | 'warn' = 'info') {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line) } });
  let closedCount = 0;
  const arrived: http.IncomingMessage[] = [];
  server = http.createServer(
    logRequests(
      logger,
      (req, res) => {
        arrived.push(req);
        res.on('close', () => (closedCount += 1));
        listener(req, res);
      },
      options,
    ),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    /** The lines written so far, each parsed: a line that is not JSON fails here. */
    logged: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    closed: (count: number) => expect.poll(() => closedCount).toBe(count),
    /** A request whose client goes away once the server has it, before any answer. */
    async abandon(path: string) {
      const request = http.get(`${baseUrl}${path}`);
      request.on('error', () => undefined);
      await expect.poll(() => arrived.length).toBe(1);
      request.destroy();
    },
  };
}

const answer =
  (status: number): http.RequestListener =>
  (_req, res) =>
    res.writeHead(status, { 'content-type': 'text/plain' }).end('answer');
const noAnswer: http.RequestListener = () => undefined;

describe('the request log', () => {
  it("writes one JSON line per request in pino's shape: level, time, pid, hostname, id, method, path without the query, status, duration", async () => {
    const { baseUrl, logged, closed } = await serve(answer(201));
    const response = await fetch(`${baseUrl}/api/v1/things?token=secret-in-query`, { method: 'POST', headers: { 'X-Request-Id': 'edge-1' } });
    await response.text();
    await closed(1);
    expect(logged()).toEqual([
      {
        level: 30,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        pid: process.pid,
        hostname: expect.any(String),
        requestId: 'edge-1',
        method: 'POST',
        path: '/api/v1/things',
        status: 201,
        durationMs: expect.any(Number),
        msg: 'request',
      },
    ]);
    expect(response.headers.get('x-request-id')).toBe('edge-1');
  });

  it('leaves the signed token of a video’s playback address out of the path', async () => {
    const { baseUrl, logged, closed } = await serve(answer(206));
    await (await fetch(`${baseUrl}/api/v1/videos/12/play/u.3.9.1790000000000.abcdefghijklmnopqrstuv.signature`)).text();
    await closed(1);
    expect(logged()[0]!.path).toBe('/api/v1/videos/12/play/[redacted]');
  });

  it('each line carries the time it was written, to the millisecond', async () => {
    const lines: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void lines.push(line) } });
    const times = () => lines.map((line) => (JSON.parse(line) as { time: string }).time);
    vi.useFakeTimers({ now: Date.parse('2026-11-26T06:00:00.000Z'), toFake: ['Date'] });
    try {
      logger.info('first');
      logger.info('same millisecond');
      vi.setSystemTime(Date.parse('2026-11-26T06:00:00.001Z'));
      logger.info('next millisecond');
    } finally {
      vi.useRealTimers();
    }
    expect(times()).toEqual(['2026-11-26T06:00:00.000Z', '2026-11-26T06:00:00.000Z', '2026-11-26T06:00:00.001Z']);
  });

  it('a path with quotes and backslashes still makes a line that reads as JSON', async () => {
    const { baseUrl, logged, closed } = await serve(answer(404));
    const rawPath = '/a"b\\c/%D8%B3/"}';
    await new Promise<void>((resolve, reject) => {
      const request = http.request(`${baseUrl}/`, { path: rawPath }, (response) => {
        response.resume();
        response.on('end', resolve);
      });
      request.on('error', reject);
      request.end();
    });
    await closed(1);
    expect(logged()).toEqual([expect.objectContaining({ path: rawPath, status: 404, msg: 'request' })]);
  });

  it('a request whose client went away is logged as a warning marked aborted', async () => {
    const { logged, closed, abandon } = await serve(noAnswer);
    await abandon('/api/v1/slow');
    await closed(1);
    expect(logged()).toEqual([expect.objectContaining({ level: 40, path: '/api/v1/slow', aborted: true, msg: 'request ended before its answer' })]);
  });

  it('at the warn level a finished request writes nothing, and its answer still carries its id', async () => {
    const { baseUrl, logged, closed } = await serve(answer(200), {}, 'warn');
    const response = await fetch(`${baseUrl}/api/v1/health`);
    await response.text();
    await closed(1);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged()).toEqual([]);
  });

  describe('sampled', () => {
    it('leaves out the fast successful requests a rate of 0 samples none of', async () => {
      const { baseUrl, logged, closed } = await serve(answer(200), { sampleRate: 0, slowMs: 60_000 });
      for (const path of ['/a', '/b', '/c']) await (await fetch(`${baseUrl}${path}`)).text();
      await closed(3);
      expect(logged()).toEqual([]);
    });

    it('still logs every answer of 500 or more', async () => {
      const { baseUrl, logged, closed } = await serve(answer(503), { sampleRate: 0, slowMs: 60_000 });
      await (await fetch(`${baseUrl}/api/v1/broken`)).text();
      await closed(1);
      expect(logged()).toEqual([expect.objectContaining({ path: '/api/v1/broken', status: 503, msg: 'request' })]);
    });

    it('still logs every request whose client went away', async () => {
      const { logged, closed, abandon } = await serve(noAnswer, { sampleRate: 0, slowMs: 60_000 });
      await abandon('/api/v1/slow');
      await closed(1);
      expect(logged()).toEqual([expect.objectContaining({ aborted: true })]);
    });

    it('still logs every request that took the slow threshold or longer', async () => {
      const { baseUrl, logged, closed } = await serve(answer(200), { sampleRate: 0, slowMs: 0 });
      await (await fetch(`${baseUrl}/api/v1/anything`)).text();
      await closed(1);
      expect(logged()).toEqual([expect.objectContaining({ path: '/api/v1/anything', status: 200, msg: 'request' })]);
    });
  });
});
