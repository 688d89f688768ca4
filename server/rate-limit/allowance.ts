import type { RefusalCode } from '../../shared/contracts/refusals';
import { AppError } from '../errors';
import type { MessageParams } from '../i18n/messages';
import type { RateLimiter } from './limiter';

/** At most `max` events per `windowMs` for one key (a mobile, an address, everyone). */
export interface Allowance {
  key: string;
  max: number;
  windowMs: number;
}

/** The refusals that tell the caller how long to wait: their messages name `{seconds}` or `{minutes}` and nothing else. */
type WaitRefusal = {
  [Code in RefusalCode]: [keyof MessageParams<Code>] extends [never] ? never : keyof MessageParams<Code> extends 'seconds' | 'minutes' ? Code : never;
}[RefusalCode];

/**
 * Counts one event against every allowance before the work it guards, so parallel calls cannot all
 * pass a check made before any of them was counted. When any allowance is over, the event is taken
 * back from all of them and refused with 429 and Retry-After (the longest wait among those over).
 */
export async function claimAllowances(limiter: RateLimiter, allowances: readonly Allowance[], refusal: WaitRefusal = 'RATE_LIMITED'): Promise<void> {
  const counts = await Promise.all(allowances.map(({ key, windowMs }) => limiter.hit(key, windowMs)));
  const over = allowances.filter((allowance, index) => counts[index]! > allowance.max);
  if (over.length === 0) return;
  await Promise.all(allowances.map(({ key }) => limiter.release(key)));
  const waits = await Promise.all(over.map(({ key }) => limiter.peek(key)));
  const seconds = Math.max(1, Math.ceil(Math.max(0, ...waits.map((wait) => wait.resetInMs)) / 1000));
  throw new AppError(refusal, { params: { seconds, minutes: Math.ceil(seconds / 60) }, retryAfterSeconds: seconds });
}
