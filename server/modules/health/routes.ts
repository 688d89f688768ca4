import { anyone, defineRoute } from '../../http/route';
import { checkReadiness } from './readiness';
import { livenessData, readinessData } from './schemas';

export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/health',
    summary: 'Readiness: whether this instance can serve (its database and Redis answer); 503 when not',
    tag: 'health',
    access: anyone,
    response: readinessData,
    refusals: [503],
    handler: async ({ services }) => ({ data: await checkReadiness(services) }),
  }),
  defineRoute({
    method: 'get',
    path: '/health/live',
    summary: 'Liveness: the process runs and answers, whatever its dependencies do',
    tag: 'health',
    access: anyone,
    response: livenessData,
    handler: async () => ({ data: { status: 'alive' as const } }),
  }),
];
