import { systemClock, type Clock } from './clock';
import { dialectOf, migrateToLatest, openDatabase } from './db';
import type { Env } from './env';
import { seedSuperAdmin } from './modules/admins/seed';
import { createSender } from './notify';
import type { Sender } from './notify/sender';
import { memoryLocks, redisLocks } from './coordination/locks';
import { closeRedis, connectRedis } from './coordination/redis';
import { memoryRateLimiter, redisRateLimiter } from './rate-limit/limiter';
import { createServices, type Services } from './services';

/** Opens and migrates the database, seeds the first admin and wires the services. */
export async function bootstrap(env: Env, overrides: { clock?: Clock; sender?: Sender } = {}): Promise<Services> {
  const clock = overrides.clock ?? systemClock;
  const db = await openDatabase(env.DATABASE_URL);
  await migrateToLatest(db);
  await seedSuperAdmin({ db, env, clock });
  // Instances that share REDIS_URL share the limiter's counters and the locks, over one connection each.
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX) : null;
  return createServices({
    db,
    dialect: dialectOf(env.DATABASE_URL),
    env,
    clock,
    sender: overrides.sender ?? createSender(env),
    limiter: redis ? redisRateLimiter(redis) : memoryRateLimiter(() => clock.now()),
    locks: redis ? redisLocks(redis) : memoryLocks(() => clock.now()),
    redis,
  });
}

/** Closes what bootstrap opened: the database's pool and the Redis connection. */
export async function closeInfrastructure({ db, redis }: Pick<Services, 'db' | 'redis'>): Promise<void> {
  await Promise.allSettled([db.destroy(), redis && closeRedis(redis)]);
}
