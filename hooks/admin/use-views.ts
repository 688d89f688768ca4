import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http/api';
import type { ListParams } from '../../shared/contracts/kit';
import type { viewRoutes } from '../../shared/contracts/views';
import type { ViewChart } from '../../shared/contracts/views.schemas';

/** The call the views screen's list pages through. */
export const viewsList = api.views.list;

/** The list's filters, which the chart takes too: the chart draws what the list filters. */
export type ViewFilters = ListParams<typeof viewRoutes.list.listing>['filters'];

/** The chart for the list's filters; the server's chart stands while the filters are the ones it was drawn for. */
export function useViewChart(filters: ViewFilters, initial?: ViewChart & { filters: ViewFilters }) {
  const isInitialFilters = initial !== undefined && hashKey([initial.filters]) === hashKey([filters]);
  return useQuery({
    queryKey: [...api.views.chart.key, filters],
    queryFn: async () => (await api.views.chart({ query: filters })).data,
    initialData: isInitialFilters ? { days: initial.days } : undefined,
    placeholderData: keepPreviousData,
  });
}
