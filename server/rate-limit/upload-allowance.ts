import type { RateLimiter } from './limiter';
import { claimAllowances } from './allowance';

/** Images one admin may upload in a minute: enough to retry a crop, too few to fill the disk. */
export const UPLOAD_ALLOWANCE = { perWindow: 5, windowMs: 60 * 1000 } as const;

/** Counts an upload against its uploader before it is read; refuses with 429 and Retry-After once over. */
export async function claimUpload(limiter: RateLimiter, uploaderKey: string): Promise<void> {
  await claimAllowances(
    limiter,
    [{ key: `uploads:${uploaderKey}`, max: UPLOAD_ALLOWANCE.perWindow, windowMs: UPLOAD_ALLOWANCE.windowMs }],
    'UPLOAD_RATE_LIMITED',
  );
}
