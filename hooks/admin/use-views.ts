import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, http } from '../../lib/http/client';
import type { FilterKind, ListParams, ListSpec } from '../../lib/list-query';
import type { Envelope, Page } from '../../server/http/schemas';
import type { ViewChart, ViewListRequest, ViewRow } from '../../server/modules/views/schemas';
import { useListQuery } from '../use-list-query';

const viewsQueryKey = ['admin', 'views'] as const;

/** What GET /admin/views/list allows (its viewListQuery), for the URL and the server render. */
export const viewsListSpec: ListSpec = {
  sortFields: ['created_at'] satisfies ViewListRequest['sort'] extends `${infer Field}:${string}` ? Field[] : never,
  defaultSort: 'created_at:desc' satisfies ViewListRequest['sort'],
  filters: { path: 'text', user_id: 'number', kind: 'text', from: 'day', to: 'day' } satisfies Record<keyof Omit<ViewListRequest, 'page' | 'per_page' | 'sort' | 'search'>, FilterKind>,
};

export const useViews = (params: ListParams, initialData?: Page<ViewRow>) => useListQuery(viewsQueryKey, '/admin/views/list', params, initialData);

/** The list's filters as the chart's query: the chart draws what the list filters. */
export function viewChartQuery(filters: ListParams['filters']): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== '') query.set(name, String(value));
  return query.toString();
}

export function useViewChart(filters: ListParams['filters'], initialData?: ViewChart & { query: string }) {
  const query = viewChartQuery(filters);
  return useQuery({
    queryKey: [...viewsQueryKey, 'chart', query],
    queryFn: async () => (await call(http.get<Envelope<ViewChart>>(`/admin/views/chart?${query}`))).data,
    initialData: initialData?.query === query ? initialData : undefined,
    placeholderData: keepPreviousData,
  });
}
