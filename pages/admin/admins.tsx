import type { InferGetServerSidePropsType } from 'next';
import { AdminsScreen, type AdminsPageData } from '../../components/admin/admins-screen';
import { adminsListSpec } from '../../hooks/admin/use-admins';
import { listApiQuery, readListParams } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import type { AdminFilters, PublicAdmin } from '../../server/modules/admins/schemas';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApi } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (context, token): Promise<AdminsPageData> => {
  const params = readListParams(adminsListSpec, context.query);
  const [list, filters] = await Promise.all([
    serverApi<Page<PublicAdmin>>(`/admin/admin/list?${listApiQuery(params)}`, token),
    serverApi<AdminFilters>('/admin/filters', token),
  ]);
  return { list: { params, list: list.data }, filters: filters.data };
});

export default function AdminAdminsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AdminsScreen {...props} />;
}
