import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Logger } from './logger';

const REQUEST_ID_HEADER = 'x-request-id';
/** An id a proxy or caller sent is kept only when it looks like one, so nothing odd reaches the log or the answer. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The path alone: a query can carry a token or a gateway's reference, and the log never holds either. */
const pathOf = (url: string | undefined) => (url ?? '/').split('?', 1)[0]!;

/**
 * One JSON line per request when its answer ends (or the client goes away): the request id, method,
 * path, status and duration. The id is the caller's `X-Request-Id` when it sent a usable one, else a
 * new one; it goes back in the answer's `X-Request-Id` and onto the request's headers, so the API's
 * error log names the same id.
 */
export function logRequests(logger: Logger, listener: http.RequestListener): http.RequestListener {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const incoming = req.headers[REQUEST_ID_HEADER];
    const requestId = typeof incoming === 'string' && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.once('close', () => {
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      const line = { requestId, method: req.method, path: pathOf(req.url), status: res.statusCode, durationMs };
      if (res.writableFinished) logger.info(line, 'request');
      else logger.warn({ ...line, aborted: true }, 'request ended before its answer');
    });
    listener(req, res);
  };
}
