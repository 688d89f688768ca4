import { describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors';
import { boundedWork } from '../../server/overload/bounded-work';

/** A job that runs until the test lets it finish, recording when it started. */
function heldJob(started: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = reject;
  });
  return {
    job: () => {
      started.push(name);
      return done;
    },
    finish,
    fail,
  };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('bounded work', () => {
  it('runs at most the given number of jobs together and starts the waiting ones in order as turns free up', async () => {
    const run = boundedWork({ atOnce: 2, maxWaitMs: 1_000 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => heldJob(started, name));
    const results = jobs.map(({ job }) => run(job));
    await settle();
    expect(started).toEqual(['a', 'b']);

    jobs[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);

    jobs[0]!.finish();
    jobs[2]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    jobs[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a job that would wait too long at once with 503 and Retry-After, without running it', async () => {
    // Jobs are guessed at 100 ms: one may wait a turn, a second would wait two.
    const run = boundedWork({ atOnce: 1, maxWaitMs: 150 });
    const started: string[] = [];
    const [running, waiting, refused] = ['running', 'waiting', 'refused'].map((name) => heldJob(started, name));
    const kept = [run(running!.job), run(waiting!.job)];

    const error = await run(refused!.job).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, options: { retryAfterSeconds: expect.any(Number) } });
    expect(started).toEqual(['running']);
    running!.finish();
    waiting!.finish();
    await Promise.all(kept);
    expect(started).toEqual(['running', 'waiting']);
  });

  it('a job that fails frees its turn for the next', async () => {
    const run = boundedWork({ atOnce: 1, maxWaitMs: 1_000 });
    const started: string[] = [];
    const [failing, next] = ['failing', 'next'].map((name) => heldJob(started, name));
    const failed = run(failing!.job);
    const following = run(next!.job);

    failing!.fail(new Error('scrypt failed'));
    await expect(failed).rejects.toThrow('scrypt failed');
    await settle();
    expect(started).toEqual(['failing', 'next']);
    next!.finish();
    expect(await following).toBe('next');
  });

  it('lets fewer wait once jobs get slower, and more again once they are quick', async () => {
    let clock = 0;
    const run = boundedWork({ atOnce: 1, maxWaitMs: 1_000 }, { firstGuessMs: 100, now: () => clock });
    const started: string[] = [];
    /** Runs one job that takes `ms` on the clock, alone. */
    const timedJob = async (ms: number) => {
      const job = heldJob(started, `${ms} ms`);
      const done = run(job.job);
      clock += ms;
      job.finish();
      await done;
    };
    /** How many jobs may wait behind one that runs. */
    const roomInLine = async () => {
      const blocker = heldJob(started, 'blocker');
      const running = run(blocker.job);
      const waiting: Promise<unknown>[] = [];
      for (;;) {
        const job = heldJob(started, 'waiting');
        const attempt = run(job.job);
        const isRefused = await Promise.race([
          attempt.then(
            () => false,
            () => true,
          ),
          settle().then(() => false),
        ]);
        if (isRefused) break;
        waiting.push(attempt);
        job.finish();
      }
      blocker.finish();
      await Promise.all([running, ...waiting]);
      return waiting.length;
    };

    expect(await roomInLine()).toBe(10);
    for (let i = 0; i < 20; i++) await timedJob(500);
    expect(await roomInLine()).toBe(2);
    for (let i = 0; i < 40; i++) await timedJob(50);
    expect(await roomInLine()).toBeGreaterThan(10);
  });

  it('takes new jobs again once the line has drained', async () => {
    const run = boundedWork({ atOnce: 1, maxWaitMs: 0 });
    const started: string[] = [];
    const first = heldJob(started, 'first');
    const running = run(first.job);
    await expect(run(heldJob(started, 'refused').job)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    first.finish();
    await running;

    const later = heldJob(started, 'later');
    const accepted = run(later.job);
    later.finish();
    expect(await accepted).toBe('later');
    expect(started).toEqual(['first', 'later']);
  });
});
