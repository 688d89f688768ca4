import type { InferGetServerSidePropsType } from 'next';
import { SupportScreen, type SupportPageData } from '../../../components/user/support-screen';
import { readListParams } from '../../../lib/list-query';
import { withSession } from '../../../lib/ssr';
import { supportRoutes } from '../../../shared/contracts/support';
import { signedInPage } from '../../../components/app/signed-in-page';

export const getServerSideProps = withSession('user', async (context, api): Promise<SupportPageData> => {
  const params = readListParams(supportRoutes.ownList.listing, context.query);
  const [profile, units, list] = await Promise.all([api.user.profile(), api.support.userUnits(), api.support.ownList({ query: params })]);
  return { profile: profile.data, units: units.data.items, list: { params, list: list.data } };
});

function SupportPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <SupportScreen {...props} />;
}

export default signedInPage(SupportPage);
