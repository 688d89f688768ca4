import type { CompiledQuery } from 'kysely';
import type { Db } from '../../server/db';

/** The same database, recording each statement run through it (its SQL and parameters) in `statements`. */
export function recordingStatements(db: Db): { db: Db; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const recording = db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      statements.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  return { db: recording, statements };
}
