/**
 * How many turns the event loop took while `work` ran. A server that goes on answering requests during
 * a long piece of work takes turns; one the work holds takes none (SQLite's statements run
 * synchronously, so a loop of them gives the event loop no turn of its own).
 */
export async function eventLoopTurnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let isDone = false;
  const turn = () => {
    if (isDone) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  await work();
  isDone = true;
  return turns;
}
