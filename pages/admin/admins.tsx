import type { InferGetServerSidePropsType } from 'next';
import { AdminsScreen, FIRST_ADMINS_QUERY, type AdminsPageData } from '../../components/admin/admins-screen';
import type { Page } from '../../server/http/schemas';
import type { AdminFilters, PublicAdmin } from '../../server/modules/admins/schemas';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApi } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (_context, token): Promise<AdminsPageData> => {
  const firstPage = `/admin/admin/list?page=${FIRST_ADMINS_QUERY.page}&per_page=${FIRST_ADMINS_QUERY.per_page}`;
  const [list, filters] = await Promise.all([serverApi<Page<PublicAdmin>>(firstPage, token), serverApi<AdminFilters>('/admin/filters', token)]);
  return { list: list.data, filters: filters.data };
});

export default function AdminAdminsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AdminsScreen {...props} />;
}
