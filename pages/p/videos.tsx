import type { InferGetServerSidePropsType } from 'next';
import { VideosScreen } from '../../components/user/videos-screen';
import { readListParams } from '../../lib/list-query';
import { serverApiFor, withSession } from '../../lib/ssr';
import { videoRoutes } from '../../shared/contracts/videos';

export const getServerSideProps = withSession('user', async (context, token) => {
  const params = readListParams(videoRoutes.ownList.listing, context.query);
  const [dashboard, list] = await Promise.all([serverApiFor(token).user.dashboard(), serverApiFor(token).videos.ownList({ query: params })]);
  return { session: { user: dashboard.data.user, impersonated_by: dashboard.data.impersonated_by }, list: { params, list: list.data } };
});

export default function VideosPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <VideosScreen {...props} />;
}
