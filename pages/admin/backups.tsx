import type { InferGetServerSidePropsType } from 'next';
import { BackupsScreen, type BackupsPageData } from '../../components/admin/backups-screen';
import type { BackupList } from '../../hooks/admin/use-backups';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApi } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (_context, token): Promise<BackupsPageData> => {
  const list = await serverApi<BackupList>('/admin/mysql/list', token);
  return { list: list.data };
});

export default function AdminBackupsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <BackupsScreen {...props} />;
}
