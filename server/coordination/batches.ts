import { setImmediate as afterWaitingCallbacks } from 'node:timers/promises';

/**
 * Waits one turn of the event loop, so the requests and timers waiting for it run first. Work done in
 * batches takes it between them: SQLite's statements run synchronously and end in promises already
 * settled, so a loop of batches otherwise holds the process, every request it serves, until the last.
 */
export function nextTurn(): Promise<void> {
  return afterWaitingCallbacks();
}

/**
 * Runs `batch` (which handles up to `size` things and answers how many it did) until one handles fewer
 * than `size` or `signal` aborts (a shutdown: the next run goes on), the event loop taking a turn
 * between batches; answers how many were handled in all.
 */
export async function inBatches(size: number, signal: AbortSignal, batch: () => Promise<number>): Promise<number> {
  let handled = 0;
  while (!signal.aborted) {
    const done = await batch();
    handled += done;
    if (done < size) break;
    await nextTurn();
  }
  return handled;
}
