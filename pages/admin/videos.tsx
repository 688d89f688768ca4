import type { InferGetServerSidePropsType } from 'next';
import { VideosScreen, type VideosPageData } from '../../components/admin/videos-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { readListParams } from '../../lib/list-query';
import { videoRoutes } from '../../shared/contracts/videos';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (context, api): Promise<VideosPageData> => {
  const params = readListParams(videoRoutes.list.listing, context.query);
  const { data } = await api.videos.list({ query: params });
  return { list: { params, list: data } };
});

function AdminVideosPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <VideosScreen {...props} />;
}

export default signedInPage(AdminVideosPage);
