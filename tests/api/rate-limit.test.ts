import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../server/clock';
import { claimPasswordCheck, settleRightPassword, SIGN_IN_LIMITS, signInCounts } from '../../server/rate-limit/sign-in-throttle';
import { connectRedis } from '../../server/coordination/redis';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from '../../server/rate-limit/limiter';

// The sign-in throttle counts a try before checking the password and takes it back when it was right,
// on the in-process limiter and on Redis (when TEST_REDIS_URL names one) alike.
const clock = manualClock();
const limiters: [string, () => Promise<RateLimiter>][] = [
  ['memory', async () => memoryRateLimiter(() => clock.now())],
  ...(process.env.TEST_REDIS_URL
    ? [['redis', async () => redisRateLimiter(await connectRedis(process.env.TEST_REDIS_URL!))] as [string, () => Promise<RateLimiter>]]
    : []),
];

describe.each(limiters)('login throttle on the %s limiter', (_name, createLimiter) => {
  // One limiter (one Redis connection) for the block.
  let limiter: Promise<RateLimiter> | undefined;
  const makeLimiter = () => (limiter ??= createLimiter());
  const key = (what: string) => `test:${what}:${randomBytes(6).toString('hex')}`;

  it('release takes back one hit and never goes below zero or outside a window', async () => {
    const limiter = await makeLimiter();
    const k = key('release');
    await limiter.release(k);
    expect((await limiter.peek(k)).count).toBe(0);
    await limiter.hit(k, 60_000);
    await limiter.hit(k, 60_000);
    await limiter.release(k);
    expect((await limiter.peek(k)).count).toBe(1);
    await limiter.reset(k);
  });

  it('a claimed try beyond the allowance is refused with 429 and not counted', async () => {
    const limiter = await makeLimiter();
    const counts = signInCounts('login', key('mobile'), key('ip'));
    for (let i = 0; i < SIGN_IN_LIMITS.accountAtAddress.max; i++) await claimPasswordCheck(limiter, counts);
    await expect(claimPasswordCheck(limiter, counts)).rejects.toMatchObject({ status: 429, options: { retryAfterSeconds: expect.any(Number) } });
    for (const { key: k } of counts) expect((await limiter.peek(k)).count).toBe(SIGN_IN_LIMITS.accountAtAddress.max);
    await Promise.all(counts.map(({ key: k }) => limiter.reset(k)));
  });

  it('a right password forgives the account’s failures at that address and takes only its own try off the rest', async () => {
    const limiter = await makeLimiter();
    const counts = signInCounts('login', key('mobile'), key('ip'));
    await claimPasswordCheck(limiter, counts);
    await claimPasswordCheck(limiter, counts);
    await settleRightPassword(limiter, counts);
    expect(await Promise.all(counts.map(async ({ key: k }) => (await limiter.peek(k)).count))).toEqual([0, 1, 1]);
    await Promise.all(counts.map(({ key: k }) => limiter.reset(k)));
  });
});
