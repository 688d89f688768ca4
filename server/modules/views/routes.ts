import { LIST_QUERY_LABELS } from '../../http/list-query';
import { admin, defineRoute } from '../../http/route';
import { viewChartData, viewChartQuery, viewListQuery, viewPage } from './schemas';

const tag = 'views';
const access = admin('views.view');
const labels = { ...LIST_QUERY_LABELS, path: 'FIELD_PATH', user_id: 'FIELD_USER_ID', kind: 'FIELD_VIEW_KIND', from: 'FIELD_FROM', to: 'FIELD_TO' } as const;

export const viewRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/views/list',
    summary: 'Page views and video plays, newest first: by path (and everything under it), user, kind and Tehran days; searched by viewer or path',
    tag,
    access,
    query: viewListQuery,
    labels,
    response: viewPage,
    handler: async ({ services, query }) => ({ data: await services.views.list(query) }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/views/chart',
    summary: 'Views per Tehran day keyed by Jalali date, with the list’s filters; the last 30 days unless `from` is given (at most 366 days)',
    tag,
    access,
    query: viewChartQuery,
    labels,
    response: viewChartData,
    handler: async ({ services, query }) => ({ data: await services.views.chart(query) }),
  }),
];
