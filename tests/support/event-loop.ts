/**
 * How many turns the event loop took while `work` ran (only those when `counting()` holds, if given).
 * A server that goes on answering requests during a long piece of work takes turns; one the work holds
 * takes none (SQLite's statements run synchronously, so a loop of them gives the event loop no turn of
 * its own).
 */
export async function eventLoopTurnsDuring(work: () => Promise<unknown>, counting: () => boolean = () => true): Promise<number> {
  let turns = 0;
  let isDone = false;
  const turn = () => {
    if (isDone) return;
    if (counting()) turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  await work();
  isDone = true;
  return turns;
}
