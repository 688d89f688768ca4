import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { idempotencyKeys } from '../db/idempotency';
import { AppError } from '../errors';
import type { Services } from '../services';
import { API_HEADERS } from './envelope';
import type { Caller } from './route';

/**
 * Idempotency-Key on money calls. A route declared `idempotent: true` reads the header; a call with a
 * key is answered once: its first successful answer (status and body) is kept 24 h in the database,
 * so every instance sees it, and a repeat by the same caller to the same method and path gets that
 * answer back without the handler running again. The same key with another body is refused (422);
 * a repeat while the first call still runs is refused with 409 and may be retried. A call that fails
 * (a refusal, an error) lets its key go, so a retry runs afresh: handlers of money calls change
 * nothing when they fail (one transaction), so nothing is left half-done for the retry to repeat.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** 1 to 128 visible ASCII characters: what Stripe and the IETF draft's clients send (UUIDs, ULIDs). */
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A key still marked running after this long belongs to a call that died with its process. */
export const IDEMPOTENCY_STALE_RUNNING_MS = 5 * 60 * 1000;

/** The key the call carries; undefined without the header, a 422 for one that is not a valid key. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return key;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function callerScope(caller: Caller): string {
  if (caller.role === 'admin') return `admin:${caller.admin.id}`;
  if (caller.role === 'user') return `user:${caller.user.id}`;
  throw new Error('An idempotent route must be for a signed-in caller');
}

export interface IdempotentCall {
  key: string;
  caller: Caller;
  method: string;
  path: string;
  /** What makes two calls the same request: the validated body and query. */
  request: unknown;
}

/** Runs `respond` once per key: the first call's answer is kept and replayed for its repeats. */
export async function answerOnce(services: Services, call: IdempotentCall, respond: () => Promise<Response>): Promise<Response> {
  const keys = idempotencyKeys(services.db);
  const scope = callerScope(call.caller);
  const lookup = sha256([scope, call.method.toUpperCase(), call.path, call.key].join('\n'));
  const requestHash = sha256(JSON.stringify(call.request ?? null));
  // Two passes at most: a stale or expired row is dropped and the key claimed again; a third would
  // mean another call claimed it meanwhile, which is "in progress" to this one.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = services.clock.now();
    await keys.dropExpired(now);
    const id = await keys.claim({ lookup, caller: scope, request_hash: requestHash, created_at: now, expires_at: now + IDEMPOTENCY_TTL_MS });
    if (id !== undefined) {
      let response: Response;
      try {
        response = await respond();
      } catch (error) {
        await keys.release(id);
        throw error;
      }
      await keys.complete(id, response.status, await response.clone().text());
      return response;
    }
    const existing = await keys.find(lookup);
    if (!existing) continue;
    if (existing.expires_at <= now || (existing.status === 'running' && existing.created_at + IDEMPOTENCY_STALE_RUNNING_MS <= now)) {
      await keys.drop(existing.id);
      continue;
    }
    if (existing.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (existing.status === 'running' || existing.response_status === null || existing.response_body === null)
      throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
    return replayed(existing.response_status, existing.response_body);
  }
  throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
}

/** The kept answer, marked so a client (and a test) can tell a replay from a first run. */
const replayed = (status: number, body: string) => new Response(body, { status, headers: { ...API_HEADERS, 'Idempotent-Replayed': 'true' } });
