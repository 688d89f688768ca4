import { admin, defineRoute } from '../../http/route';
import { adminDashboardData } from './schemas';

export const dashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/dashboard',
    summary: 'Counts and 30-day series keyed by Jalali date, each only for admins allowed its area',
    tag: 'admin',
    access: admin(),
    response: adminDashboardData,
    handler: async ({ services, caller }) => ({ data: await services.dashboard.summary((permission) => caller.permissions.has(permission)) }),
  }),
];
