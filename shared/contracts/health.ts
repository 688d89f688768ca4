import { anyone, routes } from './kit';

// Whether this instance can serve, for load balancers and probes (the schemas: health.schemas.ts).

export const healthRoutes = routes({
  readiness: { method: 'get', path: '/health', access: anyone, refusals: [503] },
  liveness: { method: 'get', path: '/health/live', access: anyone },
});
