import { useQuery } from '@tanstack/react-query';
import { call, http } from '../../lib/http/client';
import type { Envelope } from '../../server/http/schemas';
import type { AdminDashboard } from '../../server/modules/dashboard/schemas';

export function useAdminDashboard(initialData: AdminDashboard) {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: async () => (await call(http.get<Envelope<AdminDashboard>>('/admin/dashboard'))).data,
    initialData,
  });
}
