import { AppError } from '../errors';

/** What a caller refused for load is asked to wait, in seconds: long enough for a queue to drain, short enough to feel like a moment. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export interface WorkBounds {
  /** Jobs that run together. */
  atOnce: number;
  /** Jobs that may wait for a turn; one more is refused. */
  waiting: number;
}

/**
 * Runs jobs at most `atOnce` together, the next in the order they came, with at most `waiting` in
 * line; a job past that is refused at once with 503 SERVICE_UNAVAILABLE and Retry-After, so the wait
 * any caller sees stays bounded instead of growing with the load.
 */
export function boundedWork({ atOnce, waiting }: WorkBounds) {
  let running = 0;
  const line: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running < atOnce) {
      running += 1;
    } else {
      if (line.length >= waiting) throw new AppError('SERVICE_UNAVAILABLE', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
      // The finishing job hands its turn straight on, so `running` stays as it is.
      await new Promise<void>((takeTurn) => line.push(takeTurn));
    }
    try {
      return await job();
    } finally {
      const next = line.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
