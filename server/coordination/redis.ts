import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import { log } from '../logging/logger';

export type { Redis };

/** What a caller refused while Redis is away is asked to wait: the connection is retried every 2 s at most. */
const REDIS_AWAY_RETRY_AFTER_SECONDS = 5;

/**
 * A command fails at once while Redis is away, so the call that needed it is refused within a
 * fraction of a second instead of waiting through reconnects (which took 1.7–3.1 s and ended in a 500):
 * - `enableOfflineQueue: false`: a command sent while there is no connection fails there and then,
 *   instead of waiting in a queue for a reconnect;
 * - `maxRetriesPerRequest: 0`: a command in flight when the connection drops fails then, not after
 *   reconnect attempts (and a resent INCR could count a sign-in twice);
 * - `commandTimeout`: a Redis that is connected but does not answer (stopped, swapped out, a link
 *   gone silent) fails the command after 1 s: Redis answers in well under a millisecond, and the
 *   margin keeps a stall of this process's own event loop (500 ms and more were seen under load,
 *   with the reply already there) from passing for an outage;
 * - `connectTimeout`: a host that does not take the connection is given up on after 2 s and tried
 *   again (ioredis's default backoff: every 50 ms more, at most 2 s apart, for ever).
 */
const CONNECTION_OPTIONS = { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1_000, connectTimeout: 2_000 } as const;

/** One warning when Redis goes away and one line when it is back, however many calls it refuses meanwhile. */
function outageLog() {
  let isAway = false;
  return {
    away(reason: string) {
      if (isAway) return;
      isAway = true;
      log.warn(
        { redis: 'away', reason },
        'Redis is away: calls that need it (sign-in, registration, texts, uploads, backups) are refused with 503 until it is back',
      );
    },
    back() {
      if (!isAway) return;
      isAway = false;
      // Warned like its start, so a log kept at warn shows both ends.
      log.warn({ redis: 'back' }, 'Redis is back: calls that need it are served again');
    },
  };
}

const outages = new WeakMap<Redis, ReturnType<typeof outageLog>>();

/**
 * The one Redis connection of a process, shared by the rate limiter and the locks. Every key gets
 * `keyPrefix`, so several deployments (or test runs) can share one Redis without meeting.
 * Waits for the first connection, so the first requests after a start do not find it still
 * connecting; an instance whose Redis is away starts all the same (its readiness check says so).
 */
export async function connectRedis(url: string, keyPrefix = ''): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { keyPrefix, lazyConnect: true, ...CONNECTION_OPTIONS });
  const outage = outageLog();
  outages.set(redis, outage);
  // Every failed reconnect is an 'error'; the outage log tells the first, and without a listener ioredis would report each as unhandled.
  redis.on('error', (error: Error) => outage.away(error.message));
  redis.on('ready', () => outage.back());
  await redis.connect().catch(() => undefined);
  return redis;
}

/**
 * Runs a caller's Redis commands. While Redis is away (no connection, the connection dropped during
 * the command, or no answer within the command timeout) the call is refused with 503
 * SERVICE_UNAVAILABLE and Retry-After: the throttles and locks that need it fail closed, and fast.
 * A reply error (a command Redis refused) is a defect and stays one.
 */
export async function whileRedisAnswers<T>(redis: Redis, commands: () => Promise<T>): Promise<T> {
  try {
    const result = await commands();
    // A Redis that stopped answering without dropping the connection comes back with no 'ready'.
    outages.get(redis)?.back();
    return result;
  } catch (error) {
    if (error instanceof Error && error.name === 'ReplyError') throw error;
    outages.get(redis)?.away(error instanceof Error ? error.message : String(error));
    throw new AppError('SERVICE_UNAVAILABLE', { retryAfterSeconds: REDIS_AWAY_RETRY_AFTER_SECONDS });
  }
}

/** Ends the connection: QUIT when connected, else at once (a QUIT could not be sent, and reconnecting would go on). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/** Whether Redis answers a PING within `timeoutMs`. */
export async function redisAnswers(redis: Redis, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([
      redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
