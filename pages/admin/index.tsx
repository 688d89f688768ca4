import type { InferGetServerSidePropsType } from 'next';
import { AdminDashboardScreen } from '../../components/admin/dashboard-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApiFor } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (_context, token) => (await serverApiFor(token).dashboard.summary()).data);

export default function AdminDashboardPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AdminDashboardScreen {...props} />;
}
