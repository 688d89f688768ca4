import { redisAnswers } from '../../coordination/redis';
import { pingDatabase, type Db } from '../../db';
import type { Redis } from '../../coordination/redis';
import { AppError } from '../../errors';

/** How long a dependency may take to answer before the instance counts as not ready. */
const CHECK_TIMEOUT_MS = 2_000;

export type DependencyState = 'ok' | 'unreachable' | 'not_configured';

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([
      pingDatabase(db).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance can serve: the database and (when configured) Redis answer. A load balancer
 * takes an instance that answers 503 out of rotation; the refusal's data says which one is away.
 */
export async function checkReadiness({ db, redis }: { db: Db; redis: Redis | null }) {
  const [dbOk, redisOk] = await Promise.all([databaseAnswers(db), redis ? redisAnswers(redis, CHECK_TIMEOUT_MS) : null]);
  const state = { db: dbOk ? 'ok' : 'unreachable', redis: redisOk === null ? 'not_configured' : redisOk ? 'ok' : 'unreachable' } as const;
  if (state.db !== 'ok' || state.redis === 'unreachable') throw new AppError('SERVICE_NOT_READY', { data: state });
  return { db: state.db, redis: state.redis };
}
