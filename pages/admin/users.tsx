import type { InferGetServerSidePropsType } from 'next';
import { UsersScreen, type UsersPageData } from '../../components/admin/users-screen';
import { usersListSpec } from '../../hooks/admin/use-users';
import { listApiQuery, readListParams } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import type { AdminFilters } from '../../shared/contracts/admins.schemas';
import type { AdminUser } from '../../server/modules/users/admin-schemas';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApi } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (context, token): Promise<UsersPageData> => {
  const params = readListParams(usersListSpec, context.query);
  const [list, filters] = await Promise.all([
    serverApi<Page<AdminUser>>(`/admin/users/list?${listApiQuery(params)}`, token),
    serverApi<AdminFilters>('/admin/filters', token),
  ]);
  return { list: { params, list: list.data }, filters: filters.data };
});

export default function AdminUsersPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <UsersScreen {...props} />;
}
