import type { InferGetServerSidePropsType } from 'next';
import { AdminChangePasswordScreen } from '../../components/admin/change-password-screen';
import { withAdminPage } from '../../lib/admin-ssr';

export const getServerSideProps = withAdminPage();

export default function AdminChangePasswordPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AdminChangePasswordScreen {...props} />;
}
