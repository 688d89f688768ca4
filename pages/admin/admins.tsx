import type { InferGetServerSidePropsType } from 'next';
import { AdminsScreen, type AdminsPageData } from '../../components/admin/admins-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { ForbiddenError } from '../../lib/ssr';
import { readListParams } from '../../lib/list-query';
import { adminRoutes } from '../../shared/contracts/admins';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (context, api): Promise<AdminsPageData> => {
  const params = readListParams(adminRoutes.list.listing, context.query);
  const [list, security] = await Promise.all([
    api.admins.list({ query: params }),
    // The requirement is a super admin's to read and change; any other admin gets no switch.
    api.twoFactor.settings().then(
      (answer) => answer.data,
      (error: unknown) => {
        if (error instanceof ForbiddenError) return null;
        throw error;
      },
    ),
  ]);
  return { list: { params, list: list.data }, security };
});

function AdminAdminsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AdminsScreen {...props} />;
}

export default signedInPage(AdminAdminsPage);
