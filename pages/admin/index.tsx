import type { InferGetServerSidePropsType } from 'next';
import { AdminDashboardScreen } from '../../components/admin/dashboard-screen';
import { withAdminPage } from '../../lib/admin-ssr';

export const getServerSideProps = withAdminPage(async (_context, api) => (await api.dashboard.summary()).data);

export default function AdminDashboardPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AdminDashboardScreen {...props} />;
}
