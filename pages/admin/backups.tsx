import type { InferGetServerSidePropsType } from 'next';
import { BackupsScreen, type BackupsPageData } from '../../components/admin/backups-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (_context, api): Promise<BackupsPageData> => {
  const { data } = await api.backups.list();
  return { list: data };
});

function AdminBackupsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <BackupsScreen {...props} />;
}

export default signedInPage(AdminBackupsPage);
