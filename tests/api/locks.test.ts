import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../server/clock';
import { memoryLocks, redisLocks, whileHolding, type Locks } from '../../server/coordination/locks';
import { connectRedis } from '../../server/coordination/redis';

// One holder at a time, on the in-process locks and on Redis (when TEST_REDIS_URL names one) alike.
const clock = manualClock();
const implementations: [string, () => Promise<Locks>][] = [
  ['memory', async () => memoryLocks(() => clock.now())],
  ...(process.env.TEST_REDIS_URL ? [['redis', async () => redisLocks(await connectRedis(process.env.TEST_REDIS_URL!))] as [string, () => Promise<Locks>]] : []),
];

describe.each(implementations)('locks (%s)', (_name, create) => {
  let locks: Promise<Locks> | undefined;
  const makeLocks = () => (locks ??= create());
  const name = () => `test:${randomBytes(6).toString('hex')}`;

  it('a second holder is refused until the first releases', async () => {
    const locks = await makeLocks();
    const lock = name();
    const first = await locks.acquire(lock, 60_000);
    expect(first).not.toBeNull();
    expect(await locks.acquire(lock, 60_000)).toBeNull();
    await first!.release();
    const second = await locks.acquire(lock, 60_000);
    expect(second).not.toBeNull();
    await second!.release();
  });

  it('of many parallel tries exactly one gets the lock', async () => {
    const locks = await makeLocks();
    const lock = name();
    const leases = await Promise.all(Array.from({ length: 20 }, () => locks.acquire(lock, 60_000)));
    expect(leases.filter(Boolean)).toHaveLength(1);
    await leases.find(Boolean)!.release();
  });

  it('a lease extended before it runs out is still held after its first expiry', async () => {
    const locks = await makeLocks();
    const lock = name();
    const lease = await locks.acquire(lock, 500);
    expect(await lease!.extend(60_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    clock.advance(600);
    expect(await locks.acquire(lock, 60_000)).toBeNull();
    await lease!.release();
  });

  it('work run holding a lock keeps a second holder out, and frees the lock when it ends, failed or not', async () => {
    const locks = await makeLocks();
    const lock = name();
    let secondRan = false;
    const failing = whileHolding(locks, lock, 60_000, async () => {
      expect(await whileHolding(locks, lock, 60_000, async () => (secondRan = true))).toBeNull();
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    expect(secondRan).toBe(false);
    expect(await whileHolding(locks, lock, 60_000, async () => 'ran')).toBe('ran');
  });

  it('an old holder whose lease was taken over can neither extend nor release the new one', async () => {
    const locks = await makeLocks();
    const lock = name();
    const old = await locks.acquire(lock, 30);
    await new Promise((resolve) => setTimeout(resolve, 60));
    clock.advance(60);
    const current = await locks.acquire(lock, 60_000);
    expect(current).not.toBeNull();
    expect(await old!.extend(60_000)).toBe(false);
    await old!.release();
    expect(await locks.acquire(lock, 60_000)).toBeNull();
    await current!.release();
  });
});
