import type { Locks } from './locks';

/** Work every instance offers to do, done by one of them once per period. */
export interface PeriodicTask {
  name: string;
  /** How often the task runs, counted across every instance. */
  everyMs: number;
  /** Does the work, ending early once `signal` aborts (a shutdown); answers how many things it handled. */
  run(signal: AbortSignal): Promise<number>;
}

/** How often each instance asks which tasks are due. */
const TICK_MS = 60_000;

/**
 * Runs periodic tasks in every instance without running any of them twice in its period: a task's
 * lock, taken for the length of its period and never given back, is the record that it ran, so the
 * first instance to ask in a period runs it and the others find it taken (the locks live in Redis
 * when instances share one). A task that fails waits for its next period; its error is reported.
 */
export function createTaskRunner({ locks, tasks, onError }: { locks: Locks; tasks: readonly PeriodicTask[]; onError: (task: string, error: unknown) => void }) {
  /** Runs the tasks due now, one after another; answers what each that ran handled. */
  async function runDue(signal: AbortSignal = new AbortController().signal): Promise<Record<string, number>> {
    const handled: Record<string, number> = {};
    for (const task of tasks) {
      if (signal.aborted) break;
      try {
        if (!(await locks.acquire(`periodic:${task.name}`, task.everyMs))) continue;
        handled[task.name] = await task.run(signal);
      } catch (error) {
        onError(task.name, error);
      }
    }
    return handled;
  }

  return {
    runDue,
    /**
     * Runs what is due now and then every minute, on a timer that does not keep the process alive.
     * The returned stop ends the timer, tells a run in progress to stop, and resolves when it has.
     */
    start(onRun: (handled: Record<string, number>) => void = () => undefined): () => Promise<void> {
      const stopping = new AbortController();
      let running: Promise<void> | undefined;
      const tick = () => {
        // A long run is not joined by the next tick's.
        running ??= runDue(stopping.signal)
          .then(onRun)
          .finally(() => {
            running = undefined;
          });
      };
      const timer = setInterval(tick, TICK_MS);
      timer.unref();
      tick();
      return async () => {
        clearInterval(timer);
        stopping.abort();
        await running;
      };
    },
  };
}

export type TaskRunner = ReturnType<typeof createTaskRunner>;
