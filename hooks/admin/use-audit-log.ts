import type { FilterKind, ListParams, ListSpec } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import type { AuditListRequest, PublicAuditEntry } from '../../server/modules/admins/schemas';
import { useListQuery } from '../use-list-query';

/** What GET /admin/audit/list allows (its auditListQuery), for the URL and the server render. */
export const auditListSpec: ListSpec = {
  sortFields: ['created_at', 'action'] satisfies AuditListRequest['sort'] extends `${infer Field}:${string}` ? Field[] : never,
  defaultSort: 'created_at:desc' satisfies AuditListRequest['sort'],
  filters: { action: 'text', admin_id: 'number', from: 'day', to: 'day' } satisfies Record<keyof Omit<AuditListRequest, 'page' | 'per_page' | 'sort' | 'search'>, FilterKind>,
};

export const useAuditLog = (params: ListParams, initialData?: Page<PublicAuditEntry>) => useListQuery(['admin', 'audit'], '/admin/audit/list', params, initialData);
