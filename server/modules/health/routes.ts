import { implement } from '../../http/route';
import { healthContract as health } from '../../../shared/contracts/health.schemas';
import { checkReadiness } from './readiness';

export const healthRoutes = [
  implement(health.readiness, {}, async ({ services }) => ({ data: await checkReadiness(services) })),
  implement(health.liveness, {}, async () => ({ data: { status: 'alive' as const } })),
];
