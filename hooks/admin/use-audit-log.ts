import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditListQuery } from '../../server/modules/admins/schemas';
import { call, http, type Envelope } from '../../lib/http/client';
import type { PublicAuditEntry, Page } from './types';

export function useAuditLog(query: AuditListQuery, initialData?: Page<PublicAuditEntry>) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: async () => (await call(http.get<Envelope<Page<PublicAuditEntry>>>('/admin/audit/list', { params: query }))).data,
    initialData,
    placeholderData: keepPreviousData,
  });
}
