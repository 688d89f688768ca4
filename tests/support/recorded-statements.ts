import type { CompiledQuery } from 'kysely';
import type { Db } from '../../server/db';

/**
 * The same database, recording each statement it runs (its SQL and parameters) in `statements`, in the
 * order they start. A plugin would see more than is run (a query built into another one, one compiled
 * to be prepared) and cannot tell them apart (a list's page and count share the builder's query id),
 * so it is the copy's executor that records: every statement run through the copy passes it.
 */
export function recordingStatements(db: Db): { db: Db; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const recording = db.withPlugin({ transformQuery: ({ node }) => node, transformResult: async ({ result }) => result });
  const executor = recording.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  executor.executeQuery = (compiled, ...rest) => {
    statements.push(compiled);
    return execute(compiled, ...rest);
  };
  return { db: recording, statements };
}
