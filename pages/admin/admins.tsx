import type { InferGetServerSidePropsType } from 'next';
import { AdminsScreen, type AdminsPageData } from '../../components/admin/admins-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { readListParams } from '../../lib/list-query';
import { adminRoutes } from '../../shared/contracts/admins';

export const getServerSideProps = withAdminPage(async (context, api): Promise<AdminsPageData> => {
  const params = readListParams(adminRoutes.list.listing, context.query);
  const [list, filters] = await Promise.all([api.admins.list({ query: params }), api.admins.filters()]);
  return { list: { params, list: list.data }, filters: filters.data };
});

export default function AdminAdminsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AdminsScreen {...props} />;
}
