import { useQuery } from '@tanstack/react-query';
import { call, http, type Envelope } from '../../lib/http/client';
import type { AdminDashboard } from './types';

export function useAdminDashboard(initialData: AdminDashboard) {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: async () => (await call(http.get<Envelope<AdminDashboard>>('/admin/dashboard'))).data,
    initialData,
  });
}
