import type { InferGetServerSidePropsType } from 'next';
import { GiftsScreen, type GiftsPageData } from '../../components/admin/gifts-screen';
import { giftsListSpec } from '../../hooks/admin/use-gifts';
import { listApiQuery, readListParams } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import type { PublicGift } from '../../server/modules/gifts/schemas';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApi } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (context, token): Promise<GiftsPageData> => {
  const params = readListParams(giftsListSpec, context.query);
  const list = await serverApi<Page<PublicGift>>(`/admin/gifts/list?${listApiQuery(params)}`, token);
  return { list: { params, list: list.data } };
});

export default function AdminGiftsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <GiftsScreen {...props} />;
}
