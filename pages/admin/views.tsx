import type { InferGetServerSidePropsType } from 'next';
import { ViewsScreen, type ViewsPageData } from '../../components/admin/views-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { readListParams } from '../../lib/list-query';
import { viewRoutes } from '../../shared/contracts/views';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (context, api): Promise<ViewsPageData> => {
  const params = readListParams(viewRoutes.list.listing, context.query);
  const [list, chart] = await Promise.all([api.views.list({ query: params }), api.views.chart({ query: params.filters })]);
  return { list: { params, list: list.data }, chart: { ...chart.data, filters: params.filters } };
});

function AdminViewsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ViewsScreen {...props} />;
}

export default signedInPage(AdminViewsPage);
