import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditListQuery, PublicAuditEntry } from '../../server/modules/admins/schemas';
import { call, http } from '../../lib/http/client';
import type { Envelope, Page } from '../../server/http/schemas';

export function useAuditLog(query: AuditListQuery, initialData?: Page<PublicAuditEntry>) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: async () => (await call(http.get<Envelope<Page<PublicAuditEntry>>>('/admin/audit/list', { params: query }))).data,
    initialData,
    placeholderData: keepPreviousData,
  });
}
