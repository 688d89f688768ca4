import { randomUUID } from 'node:crypto';
import { whileRedisAnswers, type Redis } from './redis';

/** A held lock: kept alive by extend while long work runs, given back by release. */
export interface Lease {
  /** Pushes the expiry to ttlMs from now; false when the lease was lost (expired and taken). */
  extend(ttlMs: number): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * Named locks with an expiry, so one holder at a time runs work such as a backup or a scheduled job.
 * In-process by default; in Redis when instances share it, so one instance runs it across all of them.
 * The expiry frees a lock whose holder died; a live holder extends it.
 */
export interface Locks {
  /** The lease, or null when another holder has the lock. */
  acquire(name: string, ttlMs: number): Promise<Lease | null>;
}

/**
 * Runs work holding the named lock, its lease renewed every third of `leaseMs` while the work runs:
 * however long the work takes the lock stays held, and a holder that dies (its process, so its
 * renewals, gone) frees it within `leaseMs`. Null, without running the work, when another holder has
 * the lock. A renewal that finds the lease lost (this process stalled past it and another took over)
 * stops renewing; the work goes on, so work held this way must be safe to overlap in that rare case.
 */
export async function whileHolding<T>(locks: Locks, name: string, leaseMs: number, work: () => Promise<T>): Promise<T | null> {
  const lease = await locks.acquire(name, leaseMs);
  if (!lease) return null;
  const renewal = setInterval(() => {
    lease.extend(leaseMs).then(
      (isHeld) => isHeld || clearInterval(renewal),
      // A renewal that fails (Redis away for a moment) is tried again at the next one, two more before the lease runs out.
      () => undefined,
    );
  }, leaseMs / 3);
  renewal.unref();
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    await lease.release();
  }
}

export function memoryLocks(now: () => number): Locks {
  const held = new Map<string, { token: string; expiresAt: number }>();
  const ownedBy = (name: string, token: string) => {
    const entry = held.get(name);
    return entry?.token === token && entry.expiresAt > now();
  };
  return {
    async acquire(name, ttlMs) {
      const entry = held.get(name);
      if (entry && entry.expiresAt > now()) return null;
      const token = randomUUID();
      held.set(name, { token, expiresAt: now() + ttlMs });
      return {
        async extend(ttl) {
          if (!ownedBy(name, token)) return false;
          held.set(name, { token, expiresAt: now() + ttl });
          return true;
        },
        async release() {
          if (held.get(name)?.token === token) held.delete(name);
        },
      };
    },
  };
}

// Compare-and-act scripts: a holder whose lease expired and was taken by another must not touch it.
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const EXTEND = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0";

export function redisLocks(redis: Redis): Locks {
  return {
    async acquire(name, ttlMs) {
      const key = `lock:${name}`;
      const token = randomUUID();
      const taken = await whileRedisAnswers(redis, () => redis.set(key, token, 'PX', ttlMs, 'NX'));
      if (taken !== 'OK') return null;
      return {
        async extend(ttl) {
          return (await whileRedisAnswers(redis, () => redis.eval(EXTEND, 1, key, token, String(ttl)))) === 1;
        },
        async release() {
          await whileRedisAnswers(redis, () => redis.eval(RELEASE, 1, key, token));
        },
      };
    },
  };
}
