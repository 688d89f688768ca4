import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../server/clock';
import { claimLoginAttempt, LOGIN_THROTTLE, settleSuccessfulAttempt } from '../../server/modules/auth/throttle';
import { connectRedis } from '../../server/coordination/redis';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from '../../server/rate-limit/limiter';

// The login throttle counts a try before checking the password and takes it back when it was right,
// on the in-process limiter and on Redis (when TEST_REDIS_URL names one) alike.
const clock = manualClock();
const limiters: [string, () => Promise<RateLimiter>][] = [
  ['memory', async () => memoryRateLimiter(() => clock.now())],
  ...(process.env.TEST_REDIS_URL ? [['redis', async () => redisRateLimiter(await connectRedis(process.env.TEST_REDIS_URL!))] as [string, () => Promise<RateLimiter>]] : []),
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
    const keys = [key('mobile'), key('ip')];
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) await claimLoginAttempt(limiter, keys);
    await expect(claimLoginAttempt(limiter, keys)).rejects.toMatchObject({ status: 429, options: { retryAfterSeconds: expect.any(Number) } });
    expect((await limiter.peek(keys[0]!)).count).toBe(LOGIN_THROTTLE.maxFailures);
    await Promise.all(keys.map((k) => limiter.reset(k)));
  });

  it('a right password clears the identity and takes its try off the address', async () => {
    const limiter = await makeLimiter();
    const keys = [key('mobile'), key('ip')];
    await claimLoginAttempt(limiter, keys);
    await claimLoginAttempt(limiter, keys);
    await settleSuccessfulAttempt(limiter, keys);
    expect((await limiter.peek(keys[0]!)).count).toBe(0);
    expect((await limiter.peek(keys[1]!)).count).toBe(1);
    await Promise.all(keys.map((k) => limiter.reset(k)));
  });
});
