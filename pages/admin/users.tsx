import type { InferGetServerSidePropsType } from 'next';
import { UsersScreen, type UsersPageData } from '../../components/admin/users-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { readListParams } from '../../lib/list-query';
import { adminUserRoutes } from '../../shared/contracts/users';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (context, api): Promise<UsersPageData> => {
  const params = readListParams(adminUserRoutes.list.listing, context.query);
  const { data } = await api.users.list({ query: params });
  return { list: { params, list: data } };
});

function AdminUsersPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <UsersScreen {...props} />;
}

export default signedInPage(AdminUsersPage);
