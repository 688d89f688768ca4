import { LIST_QUERY_LABELS } from '../../http/list-query';
import { implement } from '../../http/route';
import { auditContract as audit } from '../../../shared/contracts/audit.schemas';

const labels = { ...LIST_QUERY_LABELS, admin_id: 'FIELD_ADMIN_ID', action: 'FIELD_ACTION', from: 'FIELD_FROM', to: 'FIELD_TO' } as const;

export const auditRoutes = [implement(audit.list, { labels }, async ({ services, query }) => ({ data: await services.audit.list(query) }))];
