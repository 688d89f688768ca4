import type { InferGetServerSidePropsType } from 'next';
import { DashboardScreen } from '../../components/user/dashboard-screen';
import { withSession } from '../../lib/ssr';

export const getServerSideProps = withSession('user', async (_context, api) => {
  const { data } = await api.user.dashboard();
  return { dashboard: data };
});

export default function DashboardPage({ dashboard }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <DashboardScreen dashboard={dashboard} />;
}
