import type { InferGetServerSidePropsType } from 'next';
import { VideosScreen } from '../../components/user/videos-screen';
import { readListParams } from '../../lib/list-query';
import { withSession } from '../../lib/ssr';
import { videoRoutes } from '../../shared/contracts/videos';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withSession('user', async (context, api) => {
  const params = readListParams(videoRoutes.ownList.listing, context.query);
  const [dashboard, list] = await Promise.all([api.user.dashboard(), api.videos.ownList({ query: params })]);
  return { session: { user: dashboard.data.user, impersonated_by: dashboard.data.impersonated_by }, list: { params, list: list.data } };
});

function VideosPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <VideosScreen {...props} />;
}

export default signedInPage(VideosPage);
