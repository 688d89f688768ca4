import type { InferGetServerSidePropsType } from 'next';
import { SupportScreen, type SupportPageData } from '../../../components/admin/support-screen';
import { withAdminPage } from '../../../lib/admin-ssr';
import { readListParams } from '../../../lib/list-query';
import { supportRoutes } from '../../../shared/contracts/support';
import { signedInPage } from '../../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (context, api): Promise<SupportPageData> => {
  const params = readListParams(supportRoutes.list.listing, context.query);
  const [list, units] = await Promise.all([api.support.list({ query: params }), api.support.units()]);
  return { list: { params, list: list.data }, units: units.data.items };
});

function AdminSupportPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <SupportScreen {...props} />;
}

export default signedInPage(AdminSupportPage);
