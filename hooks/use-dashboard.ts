import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/http/api';
import type { DashboardData } from '../shared/contracts/user.schemas';

export function useDashboard(initialData?: DashboardData) {
  return useQuery({
    queryKey: api.user.dashboard.key,
    queryFn: async () => (await api.user.dashboard()).data,
    initialData,
  });
}
