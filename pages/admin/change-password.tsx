import type { InferGetServerSidePropsType } from 'next';
import { AdminChangePasswordScreen } from '../../components/admin/change-password-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage();

function AdminChangePasswordPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AdminChangePasswordScreen {...props} />;
}

export default signedInPage(AdminChangePasswordPage);
