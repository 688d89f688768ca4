import type { InferGetServerSidePropsType } from 'next';
import { DashboardScreen } from '../../components/user/dashboard-screen';
import { withSession } from '../../lib/ssr';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withSession('user', async (_context, api) => {
  const { data } = await api.user.dashboard();
  return { dashboard: data };
});

function DashboardPage({ dashboard }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <DashboardScreen dashboard={dashboard} />;
}

export default signedInPage(DashboardPage);
