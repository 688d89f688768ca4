import type { InferGetServerSidePropsType } from 'next';
import { AdminDashboardScreen } from '../../components/admin/dashboard-screen';
import type { AdminDashboard } from '../../server/modules/dashboard/schemas';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApi } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (_context, token) => (await serverApi<AdminDashboard>('/admin/dashboard', token)).data);

export default function AdminDashboardPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AdminDashboardScreen {...props} />;
}
