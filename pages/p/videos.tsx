import type { InferGetServerSidePropsType } from 'next';
import { VideosScreen } from '../../components/user/videos-screen';
import { ownVideoListSpec } from '../../hooks/use-own-videos';
import { listApiQuery, readListParams } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import type { OwnVideo } from '../../server/modules/videos/schemas';
import type { DashboardData } from '../../server/modules/users/schemas';
import { serverApi, withSession } from '../../lib/ssr';

export const getServerSideProps = withSession('user', async (context, token) => {
  const params = readListParams(ownVideoListSpec, context.query);
  const [dashboard, list] = await Promise.all([serverApi<DashboardData>('/user/dashboard', token), serverApi<Page<OwnVideo>>(`/user/videos/list?${listApiQuery(params)}`, token)]);
  return { session: { user: dashboard.data.user, impersonated_by: dashboard.data.impersonated_by }, list: { params, list: list.data } };
});

export default function VideosPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <VideosScreen {...props} />;
}
