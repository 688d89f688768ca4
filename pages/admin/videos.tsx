import type { InferGetServerSidePropsType } from 'next';
import { VideosScreen, type VideosPageData } from '../../components/admin/videos-screen';
import { videoListSpec } from '../../hooks/admin/use-videos';
import { listApiQuery, readListParams } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import type { AdminVideo } from '../../server/modules/videos/schemas';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApi } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (context, token): Promise<VideosPageData> => {
  const params = readListParams(videoListSpec, context.query);
  const list = await serverApi<Page<AdminVideo>>(`/admin/videos?${listApiQuery(params)}`, token);
  return { list: { params, list: list.data } };
});

export default function AdminVideosPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <VideosScreen {...props} />;
}
