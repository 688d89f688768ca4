import type { InferGetServerSidePropsType } from 'next';
import { GiftsScreen, type GiftsPageData } from '../../components/admin/gifts-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { readListParams } from '../../lib/list-query';
import { giftRoutes } from '../../shared/contracts/gifts';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (context, api): Promise<GiftsPageData> => {
  const params = readListParams(giftRoutes.list.listing, context.query);
  const { data } = await api.gifts.list({ query: params });
  return { list: { params, list: data } };
});

function AdminGiftsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <GiftsScreen {...props} />;
}

export default signedInPage(AdminGiftsPage);
