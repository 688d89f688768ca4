import { useQuery } from '@tanstack/react-query';
import { call, http } from '../lib/http/client';
import type { Envelope } from '../server/http/schemas';
import type { DashboardData } from '../server/modules/users/schemas';

export function useDashboard(initialData?: DashboardData) {
  return useQuery({
    queryKey: ['user', 'dashboard'],
    queryFn: async () => (await call(http.get<Envelope<DashboardData>>('/user/dashboard'))).data,
    initialData,
  });
}
