import type { InferGetServerSidePropsType } from 'next';
import { AdminProfileScreen } from '../../components/admin/profile-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { signedInPage } from '../../components/app/signed-in-page';

// The profile itself is part of every admin page's shell; the page adds the state of the second factor.
export const getServerSideProps = withAdminPage(async (_context, api) => (await api.twoFactor.status()).data);

function AdminProfilePage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AdminProfileScreen {...props} />;
}

export default signedInPage(AdminProfilePage);
