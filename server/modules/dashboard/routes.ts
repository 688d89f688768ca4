import { implement } from '../../http/route';
import { dashboardContract as dashboard } from '../../../shared/contracts/dashboard.schemas';

export const dashboardRoutes = [
  implement(dashboard.summary, {}, async ({ services, caller }) => ({
    data: await services.dashboard.summary((permission) => caller.permissions.has(permission)),
  })),
];
