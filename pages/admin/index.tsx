import type { InferGetServerSidePropsType } from 'next';
import { AdminDashboardScreen } from '../../components/admin/dashboard-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (_context, api) => (await api.dashboard.summary()).data);

function AdminDashboardPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AdminDashboardScreen {...props} />;
}

export default signedInPage(AdminDashboardPage);
