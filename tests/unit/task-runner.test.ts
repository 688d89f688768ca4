import { describe, expect, it, vi } from 'vitest';
import { memoryLocks } from '../../server/coordination/locks';
import { createTaskRunner, type PeriodicTask } from '../../server/coordination/task-runner';

const MINUTE_MS = 60 * 1000;

function setUp(tasks: PeriodicTask[]) {
  let now = Date.UTC(2026, 0, 1);
  const locks = memoryLocks(() => now);
  const onError = vi.fn();
  return {
    runner: () => createTaskRunner({ locks, tasks, onError }),
    onError,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const counting = (name: string, everyMs: number) => {
  const task = { name, everyMs, run: vi.fn(async () => 1) };
  return task;
};

describe('the periodic task runner', () => {
  it('runs a task once in its period however often it is asked, by one instance or another', async () => {
    const expire = counting('expire', 5 * MINUTE_MS);
    const sweep = counting('sweep', 60 * MINUTE_MS);
    const { runner, advance } = setUp([expire, sweep]);
    const [first, second] = [runner(), runner()];

    expect(await first.runDue()).toEqual({ expire: 1, sweep: 1 });
    expect(await second.runDue()).toEqual({});
    advance(5 * MINUTE_MS);
    expect(await second.runDue()).toEqual({ expire: 1 });
    expect(await first.runDue()).toEqual({});
    expect([expire.run.mock.calls.length, sweep.run.mock.calls.length]).toEqual([2, 1]);
  });

  it('a task that fails is reported and the tasks after it still run', async () => {
    const failure = new Error('the disk went away');
    const broken = { name: 'broken', everyMs: MINUTE_MS, run: vi.fn(async () => Promise.reject(failure)) };
    const after = counting('after', MINUTE_MS);
    const { runner, onError } = setUp([broken, after]);
    expect(await runner().runDue()).toEqual({ after: 1 });
    expect(onError).toHaveBeenCalledWith('broken', failure);
  });

  it('starts with a run at once, on a timer that does not keep the process alive', async () => {
    const task = counting('task', MINUTE_MS);
    const { runner } = setUp([task]);
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const stop = runner().start();
    try {
      const timer = setIntervalSpy.mock.results[0]!.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
      await stop();
      expect(task.run).toHaveBeenCalledTimes(1);
    } finally {
      setIntervalSpy.mockRestore();
    }
  });

  it('stopping tells the run in progress to stop and waits for it to end', async () => {
    let finish!: () => void;
    let signalSeen: AbortSignal | undefined;
    const slow: PeriodicTask = {
      name: 'slow',
      everyMs: MINUTE_MS,
      run: (signal) => {
        signalSeen = signal;
        return new Promise((resolve) => {
          finish = () => resolve(1);
        });
      },
    };
    const { runner } = setUp([slow]);
    const stop = runner().start();
    await vi.waitFor(() => expect(signalSeen).toBeDefined());
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(signalSeen!.aborted).toBe(true);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
