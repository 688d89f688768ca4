import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http/api';
import type { AdminDashboard } from '../../shared/contracts/dashboard.schemas';

export function useAdminDashboard(initialData: AdminDashboard) {
  return useQuery({
    queryKey: api.dashboard.summary.key,
    queryFn: async () => (await api.dashboard.summary()).data,
    initialData,
  });
}
