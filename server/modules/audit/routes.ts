import { LIST_QUERY_LABELS } from '../../http/list-query';
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
    labels: { ...LIST_QUERY_LABELS, admin_id: 'FIELD_ADMIN_ID', action: 'FIELD_ACTION', from: 'FIELD_FROM', to: 'FIELD_TO' },
    response: auditPage,
    handler: async ({ services, query }) => ({ data: await services.audit.list(query) }),
  }),
];
