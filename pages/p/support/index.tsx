import type { InferGetServerSidePropsType } from 'next';
import { SupportScreen, type SupportPageData } from '../../../components/user/support-screen';
import { ownTicketListSpec } from '../../../hooks/use-support';
import { listApiQuery, readListParams } from '../../../lib/list-query';
import { serverApi, withSession } from '../../../lib/ssr';
import type { Page } from '../../../server/http/schemas';
import type { OwnTicket, PublicSupportUnit } from '../../../server/modules/support/schemas';
import type { ProfileData } from '../../../server/modules/users/schemas';

export const getServerSideProps = withSession('user', async (context, token): Promise<SupportPageData> => {
  const params = readListParams(ownTicketListSpec, context.query);
  const [profile, units, list] = await Promise.all([
    serverApi<ProfileData>('/user/profile', token),
    serverApi<{ items: PublicSupportUnit[] }>('/user/support/unit/list', token),
    serverApi<Page<OwnTicket>>(`/user/support/list?${listApiQuery(params)}`, token),
  ]);
  return { profile: profile.data, units: units.data.items, list: { params, list: list.data } };
});

export default function SupportPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <SupportScreen {...props} />;
}
