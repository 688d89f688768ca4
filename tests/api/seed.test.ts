import { describe, expect, it } from 'vitest';
import { manualClock } from '../../server/clock';
import { migrateToLatest } from '../../server/db';
import { readEnv } from '../../server/env';
import { seedSuperAdmin } from '../../server/modules/admins/seed';
import { dialects, openEmptyDatabase } from '../support/test-api';

describe.each(dialects)('the first admin on %s', (dialect) => {
  it('instances starting together on an empty database all start, and one super admin is created', async () => {
    const { db, close } = await openEmptyDatabase(dialect);
    try {
      await migrateToLatest(db);
      const env = readEnv({ NODE_ENV: 'test', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a-first-admin-password' });
      const starts = await Promise.allSettled([1, 2, 3].map(() => seedSuperAdmin({ db, env, clock: manualClock() })));
      expect(starts.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const admins = await db.selectFrom('admins').select('username').execute();
      expect(admins).toEqual([{ username: 'admin' }]);
    } finally {
      await close();
    }
  });
});
