import type { InferGetServerSidePropsType } from 'next';
import { ViewsScreen, type ViewsPageData } from '../../components/admin/views-screen';
import { viewChartQuery, viewsListSpec } from '../../hooks/admin/use-views';
import { listApiQuery, readListParams } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import type { ViewChart, ViewRow } from '../../server/modules/views/schemas';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApi } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (context, token): Promise<ViewsPageData> => {
  const params = readListParams(viewsListSpec, context.query);
  const chartQuery = viewChartQuery(params.filters);
  const [list, chart] = await Promise.all([
    serverApi<Page<ViewRow>>(`/admin/views/list?${listApiQuery(params)}`, token),
    serverApi<ViewChart>(`/admin/views/chart?${chartQuery}`, token),
  ]);
  return { list: { params, list: list.data }, chart: { ...chart.data, query: chartQuery } };
});

export default function AdminViewsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ViewsScreen {...props} />;
}
