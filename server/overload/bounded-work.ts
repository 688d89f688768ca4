import { AppError } from '../errors';

/** What a caller refused for load is asked to wait, in seconds: long enough for a queue to drain, short enough to feel like a moment. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export interface WorkBounds {
  /** Jobs that run together. */
  atOnce: number;
  /** The longest a job may expect to wait for its turn (ms), judged by how long recent jobs took. */
  maxWaitMs: number;
}

/** How much the newest job's duration moves the running average: a few jobs follow a change of pace. */
const AVERAGE_WEIGHT = 0.2;

/**
 * Runs jobs at most `atOnce` together, the next in the order they came. A job that would wait longer
 * than `maxWaitMs` for its turn (the jobs ahead of it times the recent jobs' average duration, spread
 * over the turns) is refused at once with 503 SERVICE_UNAVAILABLE and Retry-After. The wait is bounded
 * in time rather than in count, so it holds when each job gets slower (a machine short of CPU).
 * `firstGuessMs` stands for the average until a job has finished; `now` is the clock, in ms.
 */
export function boundedWork({ atOnce, maxWaitMs }: WorkBounds, { firstGuessMs = 100, now = () => performance.now() } = {}) {
  let running = 0;
  let averageMs = firstGuessMs;
  const line: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running < atOnce) {
      running += 1;
    } else {
      const expectedWaitMs = ((line.length + 1) / atOnce) * averageMs;
      if (expectedWaitMs > maxWaitMs) throw new AppError('SERVICE_UNAVAILABLE', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
      // The finishing job hands its turn straight on, so `running` stays as it is.
      await new Promise<void>((takeTurn) => line.push(takeTurn));
    }
    const startedAt = now();
    try {
      return await job();
    } finally {
      averageMs += AVERAGE_WEIGHT * (now() - startedAt - averageMs);
      const next = line.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
