import type { Redis } from 'ioredis';

export type { Redis };

/**
 * The one Redis connection of a process, shared by the rate limiter and the locks. Every key gets
 * `keyPrefix`, so several deployments (or test runs) can share one Redis without meeting.
 * A command fails after a couple of reconnect attempts instead of waiting forever, so a request
 * (and the readiness check) answers while Redis is away.
 */
export async function connectRedis(url: string, keyPrefix = ''): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, lazyConnect: false });
  // Without a listener ioredis reports every failed reconnect as an unhandled error; the readiness check tells it instead.
  redis.on('error', () => undefined);
  return redis;
}

/** Whether Redis answers a PING within `timeoutMs`. */
export async function redisAnswers(redis: Redis, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([redis.ping().then((answer) => answer === 'PONG', () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
