import { whileRedisAnswers, type Redis } from '../coordination/redis';

/** Counts events per key in a fixed window; in-process by default, Redis when instances share it. */
export interface RateLimiter {
  /** Current count and milliseconds until the window ends. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  hit(key: string, windowMs: number): Promise<number>;
  /** Takes back one hit of a live window (an attempt counted in advance that turned out fine). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function memoryRateLimiter(now: () => number): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.endsAt - now() } : { count: 0, resetInMs: 0 };
    },
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count;
    },
    async release(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisRateLimiter(redis: Redis): RateLimiter {
  const prefixed = (key: string) => `rl:${key}`;
  return {
    peek: (key) =>
      whileRedisAnswers(redis, async () => {
        const [count, ttl] = await Promise.all([redis.get(prefixed(key)), redis.pttl(prefixed(key))]);
        return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
      }),
    hit: (key, windowMs) =>
      whileRedisAnswers(redis, async () => {
        const [[, count]] = (await redis.multi().incr(prefixed(key)).pexpire(prefixed(key), windowMs, 'NX').exec()) as [[unknown, number]];
        return count;
      }),
    release: (key) =>
      whileRedisAnswers(redis, async () => {
        // Only inside a live window: a DECR on a missing key would leave a counter without expiry.
        await redis.eval("if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0", 1, prefixed(key));
      }),
    reset: (key) =>
      whileRedisAnswers(redis, async () => {
        await redis.del(prefixed(key));
      }),
  };
}
