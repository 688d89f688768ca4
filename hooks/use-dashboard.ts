import { useQuery } from '@tanstack/react-query';
import { call, http, type Envelope } from '../lib/http/client';
import type { DashboardData } from './user-types';

export function useDashboard(initialData?: DashboardData) {
  return useQuery({
    queryKey: ['user', 'dashboard'],
    queryFn: async () => (await call(http.get<Envelope<DashboardData>>('/user/dashboard'))).data,
    initialData,
  });
}
