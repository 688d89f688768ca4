import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { writePreparedLine, type Logger } from './logger';

const REQUEST_ID_HEADER = 'x-request-id';
/** An id a proxy or caller sent is kept only when it looks like one, so nothing odd reaches the log or the answer. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The path alone: a query can carry a token or a gateway's reference, and the log never holds either.
 * A video's playback address carries its signed token in the path, so that part is left out too.
 */
function pathOf(url = '/'): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Runs on every request: the pattern only where a playback address can be.
  return path.includes('/play/') ? path.replace(/(\/videos\/[^/]+\/play\/)[^/]+/, '$1[redacted]') : path;
}

export interface RequestLogOptions {
  /**
   * The share (0–1) of fast, successful requests that get a line; 1 logs every request. Answers of
   * 500 or more, requests whose client went away and requests of `slowMs` or longer are always logged.
   */
  sampleRate?: number;
  slowMs?: number;
}

// What the one shared close listener needs of each request, kept on its response instead of in a closure per request.
const STARTED = Symbol('request started (performance.now)');
const REQUEST_ID = Symbol('request id');
type LoggedResponse = http.ServerResponse & { [STARTED]: number; [REQUEST_ID]: string };

/**
 * One JSON line per request when its answer ends (or the client goes away): the request id, method,
 * path, status and duration. The id is the caller's `X-Request-Id` when it sent a usable one, else a
 * new one; it goes back in the answer's `X-Request-Id` and onto the request's headers, so the API's
 * error log names the same id.
 *
 * It runs on every request, so it is built to cost little: the line of a finished request is
 * assembled by hand from fields that need no redaction (the id is checked above or our own, the path
 * has no query, no header or body is logged) and written straight to the logger's destination.
 */
export function logRequests(
  logger: Logger,
  listener: http.RequestListener,
  { sampleRate = 1, slowMs = Infinity }: RequestLogOptions = {},
): http.RequestListener {
  function logWhenClosed(this: LoggedResponse) {
    const durationMs = Math.round((performance.now() - this[STARTED]) * 100) / 100;
    const { method, url } = this.req;
    const status = this.statusCode;
    if (!this.writableFinished) {
      logger.warn({ requestId: this[REQUEST_ID], method, path: pathOf(url), status, durationMs, aborted: true }, 'request ended before its answer');
      return;
    }
    if (!logger.isLevelEnabled('info')) return;
    const isSampledOut = sampleRate < 1 && status < 500 && durationMs < slowMs && Math.random() >= sampleRate;
    if (isSampledOut) return;
    writePreparedLine(
      logger,
      'info',
      `"requestId":"${this[REQUEST_ID]}","method":${JSON.stringify(method)},"path":${JSON.stringify(pathOf(url))},"status":${status},"durationMs":${durationMs}`,
      'request',
    );
  }

  return (req, res) => {
    const logged = res as LoggedResponse;
    logged[STARTED] = performance.now();
    const incoming = req.headers[REQUEST_ID_HEADER];
    const requestId = typeof incoming === 'string' && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    logged[REQUEST_ID] = requestId;
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.on('close', logWhenClosed);
    listener(req, res);
  };
}
