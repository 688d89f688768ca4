import type { InferGetServerSidePropsType } from 'next';
import { DashboardScreen } from '../../components/user/dashboard-screen';
import type { DashboardData } from '../../server/modules/users/schemas';
import { serverApi, withSession } from '../../lib/ssr';

export const getServerSideProps = withSession('user', async (_context, token) => {
  const { data } = await serverApi<DashboardData>('/user/dashboard', token);
  return { dashboard: data };
});

export default function DashboardPage({ dashboard }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <DashboardScreen dashboard={dashboard} />;
}
