import type { InferGetServerSidePropsType } from 'next';
import { AdminsScreen, type AdminsPageData } from '../../components/admin/admins-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { readListParams } from '../../lib/list-query';
import { adminRoutes } from '../../shared/contracts/admins';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (context, api, shell): Promise<AdminsPageData> => {
  const params = readListParams(adminRoutes.list.listing, context.query);
  const list = await api.admins.list({ query: params });
  // The requirement is a super admin's to read and change (the shell brings it); any other admin gets no switch.
  return { list: { params, list: list.data }, security: shell.security };
});

function AdminAdminsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AdminsScreen {...props} />;
}

export default signedInPage(AdminAdminsPage);
