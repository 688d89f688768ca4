import { admin, routes } from './kit';

// The audit log: what each admin did, kept for super admins to read (the schemas: audit.schemas.ts).

/** Super admins only: what every admin did is not for an area's managers to read. */
export const auditRoutes = routes({
  list: {
    method: 'get',
    path: '/admin/audit/list',
    access: admin('super'),
    // The action filter stays free text, as the route always took it: an unknown action finds nothing rather than refusing.
    listing: { sortFields: ['created_at', 'action'], defaultSort: 'created_at:desc', filters: { admin_id: 'number', action: 'text', from: 'day', to: 'day' } },
  },
});
