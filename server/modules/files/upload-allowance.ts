import { toPersianDigits } from '../../../lib/digits';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../rate-limit/limiter';

/** Images one admin may upload in a minute: enough to retry a crop, too few to fill the disk. */
export const UPLOAD_ALLOWANCE = { perWindow: 5, windowMs: 60 * 1000 } as const;

/** Counts an upload against its uploader before it is read; refuses with 429 and Retry-After once over. */
export async function claimUpload(limiter: RateLimiter, uploaderKey: string): Promise<void> {
  const key = `uploads:${uploaderKey}`;
  if ((await limiter.hit(key, UPLOAD_ALLOWANCE.windowMs)) <= UPLOAD_ALLOWANCE.perWindow) return;
  // A refused upload is not counted, so the wait does not grow while someone keeps trying.
  await limiter.release(key);
  const seconds = Math.max(1, Math.ceil((await limiter.peek(key)).resetInMs / 1000));
  throw new AppError('TOO_MANY_REQUESTS', `تعداد بارگذاری‌ها بیش از حد مجاز است. ${toPersianDigits(seconds)} ثانیه دیگر دوباره تلاش کنید.`, {
    retryAfterSeconds: seconds,
  });
}
