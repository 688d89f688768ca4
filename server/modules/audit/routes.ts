import { admin, defineRoute } from '../../http/route';
import { auditListQuery, auditPage } from '../admins/schemas';

export const auditRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/audit/list',
    summary: 'The audit log (super admins only)',
    tag: 'admin',
    access: admin('super'),
    query: auditListQuery,
    response: auditPage,
    handler: async ({ services, query }) => ({
      data: await services.audit.list({
        adminId: query.admin_id,
        action: query.action,
        from: query.from,
        to: query.to,
        page: query.page,
        perPage: query.per_page,
      }),
    }),
  }),
];
