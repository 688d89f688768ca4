import { LIST_QUERY_LABELS } from '../../http/list-query';
import { implement } from '../../http/route';
import { viewsContract as views } from '../../../shared/contracts/views.schemas';

const labels = { ...LIST_QUERY_LABELS, path: 'FIELD_PATH', user_id: 'FIELD_USER_ID', kind: 'FIELD_VIEW_KIND', from: 'FIELD_FROM', to: 'FIELD_TO' } as const;

export const viewRoutes = [
  implement(views.list, { labels }, async ({ services, query }) => ({ data: await services.views.list(query) })),
  implement(views.chart, { labels }, async ({ services, query }) => ({ data: await services.views.chart(query) })),
];
