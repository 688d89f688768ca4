import type { InferGetServerSidePropsType } from 'next';
import { DashboardScreen } from '../../components/user/dashboard-screen';
import { serverApiFor, withSession } from '../../lib/ssr';

export const getServerSideProps = withSession('user', async (_context, token) => {
  const { data } = await serverApiFor(token).user.dashboard();
  return { dashboard: data };
});

export default function DashboardPage({ dashboard }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <DashboardScreen dashboard={dashboard} />;
}
