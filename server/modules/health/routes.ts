import { sql } from 'kysely';
import { anyone, defineRoute } from '../../http/route';

export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/health',
    summary: 'Whether the API and its database answer',
    tag: 'health',
    access: anyone,
    handler: async ({ services }) => {
      await sql`select 1`.execute(services.db);
      return { data: { db: 'ok' } };
    },
  }),
];
