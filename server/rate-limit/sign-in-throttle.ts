import { claimAllowances, type Allowance } from './allowance';
import type { RateLimiter } from './limiter';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * What a sign-in (users by mobile, admins by username) is counted against:
 * - `accountAtAddress`: one account from one address, the short lock. Keyed on both, so whoever types
 *   wrong passwords for an account locks it only where they are, never its owner elsewhere.
 * - `account`: one account from every address, a ceiling against guessing spread over many addresses;
 *   high enough that the owner at a new address still gets in, and lifted by proving the account
 *   another way (a texted code for a user, a new password set by another admin for an admin).
 * - `address`: one address for every account, against one place trying many accounts; high enough for
 *   an office behind one NAT address signing in at the start of its day.
 * Each is claimed before the password is checked, so parallel guesses are all counted before any is
 * checked; a right password takes its try back (and forgives its account's failures at that address),
 * so what stays counted is wrong passwords, plus the checks still in flight.
 */
export const SIGN_IN_LIMITS = {
  accountAtAddress: { max: 5, windowMs: MINUTE_MS },
  account: { max: 20, windowMs: HOUR_MS },
  address: { max: 30, windowMs: MINUTE_MS },
} as const;

/** The current password checked before a change: the signed-in account, and the caller's address. */
const PASSWORD_CHECK_LIMIT = { max: 5, windowMs: MINUTE_MS } as const;

/** One count a password check is claimed against, and what a right password does to it. */
export interface PasswordCheckCount extends Allowance {
  /** `reset` forgives the failures counted here; `release` takes back only this try. */
  onRightPassword: 'reset' | 'release';
}

/** `admin-code`: an admin's second-step codes (TOTP or recovery), counted by admin id like a password by username. */
export type SignInRealm = 'login' | 'admin-login' | 'admin-code';

/** The sign-in counts of an account (a normalised mobile, a lower-case username) tried from an address. */
export function signInCounts(realm: SignInRealm, account: string, ip: string): PasswordCheckCount[] {
  return [
    { key: `${realm}:account-address:${account}:${ip}`, ...SIGN_IN_LIMITS.accountAtAddress, onRightPassword: 'reset' },
    { key: accountKey(realm, account), ...SIGN_IN_LIMITS.account, onRightPassword: 'release' },
    { key: `${realm}:address:${ip}`, ...SIGN_IN_LIMITS.address, onRightPassword: 'release' },
  ];
}

/**
 * The password check of a claimed attempt. A check that did not run (refused while the server is too
 * busy to hash, or failed) is no wrong guess: its try is taken back from every count, so load never
 * closes a throttle.
 */
export async function checkClaimedPassword(limiter: RateLimiter, counts: readonly PasswordCheckCount[], check: Promise<boolean>): Promise<boolean> {
  try {
    return await check;
  } catch (error) {
    await Promise.allSettled(counts.map(({ key }) => limiter.release(key)));
    throw error;
  }
}

/** The counts of a current-password check by a signed-in account (`user:<id>`, `admin:<id>`). */
export function passwordCheckCounts(account: string, ip: string): PasswordCheckCount[] {
  return [
    { key: `password:${account}`, ...PASSWORD_CHECK_LIMIT, onRightPassword: 'reset' },
    { key: `password:ip:${ip}`, ...PASSWORD_CHECK_LIMIT, onRightPassword: 'release' },
  ];
}

const accountKey = (realm: SignInRealm, account: string) => `${realm}:account:${account}`;

/**
 * Counts a password check against every count before the password is checked; refuses with 429 and
 * Retry-After once one is over (a refused try is counted nowhere). After a right password call
 * `settleRightPassword`.
 */
export async function claimPasswordCheck(limiter: RateLimiter, counts: readonly PasswordCheckCount[]): Promise<void> {
  await claimAllowances(limiter, counts);
}

/** A right password is no failure: see `onRightPassword`. */
export async function settleRightPassword(limiter: RateLimiter, counts: readonly PasswordCheckCount[]): Promise<void> {
  await Promise.all(counts.map(({ key, onRightPassword }) => (onRightPassword === 'reset' ? limiter.reset(key) : limiter.release(key))));
}

/** The account has been proved another way (a texted code, a password set by another admin): its ceiling no longer holds. */
export async function liftSignInCeiling(limiter: RateLimiter, realm: SignInRealm, account: string): Promise<void> {
  await limiter.reset(accountKey(realm, account));
}
