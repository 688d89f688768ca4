import { claimAllowances } from '../../rate-limit/allowance';
import type { RateLimiter } from '../../rate-limit/limiter';

/** Password failures allowed per key (a mobile or username, an account, an IP) in a minute. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 60 * 1000 } as const;

/**
 * Counts a password check (sign-in, or the current password before a change) against every key
 * before the password is checked, so parallel guesses cannot all pass a check made before any of them
 * was counted; refuses with 429 and Retry-After once a key is over its failures. A refused attempt is
 * not counted. After a right password call `settleSuccessfulAttempt`.
 */
export async function claimLoginAttempt(limiter: RateLimiter, keys: string[]): Promise<void> {
  await claimAllowances(limiter, keys.map((key) => ({ key, max: LOGIN_THROTTLE.maxFailures, windowMs: LOGIN_THROTTLE.windowMs })));
}

/**
 * The password check of a claimed attempt. A check that did not run (refused while the server is too
 * busy to hash, or failed) is no wrong guess: its attempt is taken back, so load never closes a throttle.
 */
export async function checkClaimedPassword(limiter: RateLimiter, keys: string[], check: Promise<boolean>): Promise<boolean> {
  try {
    return await check;
  } catch (error) {
    await Promise.allSettled(keys.map((key) => limiter.release(key)));
    throw error;
  }
}

/** A right password is no failure: clears the identity's count and takes this try off the other keys (the IP). */
export async function settleSuccessfulAttempt(limiter: RateLimiter, [identityKey, ...otherKeys]: string[]): Promise<void> {
  if (identityKey) await limiter.reset(identityKey);
  await Promise.all(otherKeys.map((key) => limiter.release(key)));
}

/** The keys a current-password check counts against: the account and the caller's address. */
export const passwordCheckKeys = (account: string, ip: string) => [`password:${account}`, `password:ip:${ip}`];
