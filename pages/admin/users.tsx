import type { InferGetServerSidePropsType } from 'next';
import { UsersScreen, type UsersPageData } from '../../components/admin/users-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { readListParams } from '../../lib/list-query';
import { adminUserRoutes } from '../../shared/contracts/users';

export const getServerSideProps = withAdminPage(async (context, api): Promise<UsersPageData> => {
  const params = readListParams(adminUserRoutes.list.listing, context.query);
  const { data } = await api.users.list({ query: params });
  return { list: { params, list: data } };
});

export default function AdminUsersPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <UsersScreen {...props} />;
}
