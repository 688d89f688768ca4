import { admin, routes } from './kit';

// Page views and video plays as the admin reads them: a list and a chart of the same filters (the schemas: views.schemas.ts).

export const VIEW_KINDS = ['page', 'video_play'] as const;
export type ViewKindKey = (typeof VIEW_KINDS)[number];
/** The longest range the chart draws, in days. */
export const MAX_CHART_DAYS = 366;

const access = admin('views.view');

export const viewRoutes = routes({
  list: {
    method: 'get',
    path: '/admin/views/list',
    access,
    listing: {
      sortFields: ['created_at'],
      defaultSort: 'created_at:desc',
      filters: { path: 'text', user_id: 'number', kind: VIEW_KINDS, from: 'day', to: 'day' },
    },
  },
  chart: { method: 'get', path: '/admin/views/chart', access },
});
