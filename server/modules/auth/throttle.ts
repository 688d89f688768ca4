import { AppError, messages } from '../../errors';
import type { RateLimiter } from '../../rate-limit/limiter';

/** Sign-in failures allowed per key (a mobile or username, an IP) in a minute. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 60 * 1000 } as const;

/**
 * Counts a sign-in attempt against every key before its password is checked, so parallel guesses
 * cannot all pass a check made before any of them was counted; refuses with 429 and Retry-After once
 * a key is over its failures. A refused attempt is not counted. After a right password call
 * `settleSuccessfulAttempt`.
 */
export async function claimLoginAttempt(limiter: RateLimiter, keys: string[]): Promise<void> {
  const counts = await Promise.all(keys.map((key) => limiter.hit(key, LOGIN_THROTTLE.windowMs)));
  if (counts.every((count) => count <= LOGIN_THROTTLE.maxFailures)) return;
  await Promise.all(keys.map((key) => limiter.release(key)));
  const waits = await Promise.all(keys.map((key) => limiter.peek(key)));
  const resetInMs = Math.max(0, ...waits.filter(({ count }) => count >= LOGIN_THROTTLE.maxFailures).map((wait) => wait.resetInMs));
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  throw new AppError('TOO_MANY_REQUESTS', messages.tooManyRequests(seconds), { retryAfterSeconds: seconds });
}

/** A right password is no failure: clears the identity's count and takes this try off the other keys (the IP). */
export async function settleSuccessfulAttempt(limiter: RateLimiter, [identityKey, ...otherKeys]: string[]): Promise<void> {
  if (identityKey) await limiter.reset(identityKey);
  await Promise.all(otherKeys.map((key) => limiter.release(key)));
}
