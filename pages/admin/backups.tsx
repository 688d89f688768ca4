import type { InferGetServerSidePropsType } from 'next';
import { BackupsScreen, type BackupsPageData } from '../../components/admin/backups-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApiFor } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (_context, token): Promise<BackupsPageData> => {
  const { data } = await serverApiFor(token).backups.list();
  return { list: data };
});

export default function AdminBackupsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <BackupsScreen {...props} />;
}
