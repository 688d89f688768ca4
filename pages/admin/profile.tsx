import type { InferGetServerSidePropsType } from 'next';
import { AdminProfileScreen } from '../../components/admin/profile-screen';
import { withAdminPage } from '../../lib/admin-ssr';

// The profile itself is part of every admin page's shell, so there is nothing more to load.
export const getServerSideProps = withAdminPage();

export default function AdminProfilePage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AdminProfileScreen {...props} />;
}
