import { systemClock, type Clock } from './clock';
import { dialectOf, migrateToLatest, openDatabase } from './db';
import type { Env } from './env';
import { seedSuperAdmin } from './modules/admins/seed';
import { createSender } from './notify';
import type { Sender } from './notify/sender';
import { memoryLocks, redisLocks } from './coordination/locks';
import { memoryRateLimiter, redisRateLimiter } from './rate-limit/limiter';
import { createServices, type Services } from './services';

/** Opens and migrates the database, seeds the first admin and wires the services. */
export async function bootstrap(env: Env, overrides: { clock?: Clock; sender?: Sender } = {}): Promise<Services> {
  const clock = overrides.clock ?? systemClock;
  const db = await openDatabase(env.DATABASE_URL);
  await migrateToLatest(db);
  await seedSuperAdmin({ db, env, clock });
  const limiter = env.REDIS_URL ? await redisRateLimiter(env.REDIS_URL) : memoryRateLimiter(() => clock.now());
  const locks = env.REDIS_URL ? await redisLocks(env.REDIS_URL) : memoryLocks(() => clock.now());
  return createServices({
    db,
    dialect: dialectOf(env.DATABASE_URL),
    env,
    clock,
    sender: overrides.sender ?? createSender(env),
    limiter,
    locks,
  });
}
