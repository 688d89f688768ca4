import { sql } from 'kysely';
import { anyone, defineRoute } from '../../http/route';
import { healthData } from './schemas';

export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/health',
    summary: 'Whether the API and its database answer',
    tag: 'health',
    access: anyone,
    response: healthData,
    handler: async ({ services }) => {
      await sql`select 1`.execute(services.db);
      return { data: { db: 'ok' as const } };
    },
  }),
];
