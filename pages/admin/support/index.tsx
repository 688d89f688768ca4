import type { InferGetServerSidePropsType } from 'next';
import { SupportScreen, type SupportPageData } from '../../../components/admin/support-screen';
import { ticketListSpec } from '../../../hooks/admin/use-support';
import { withAdminPage } from '../../../lib/admin-ssr';
import { listApiQuery, readListParams } from '../../../lib/list-query';
import { serverApi } from '../../../lib/ssr';
import type { Page } from '../../../server/http/schemas';
import type { AdminTicket, PublicSupportUnit } from '../../../server/modules/support/schemas';

export const getServerSideProps = withAdminPage(async (context, token): Promise<SupportPageData> => {
  const params = readListParams(ticketListSpec, context.query);
  const [list, units] = await Promise.all([
    serverApi<Page<AdminTicket>>(`/admin/support/list?${listApiQuery(params)}`, token),
    serverApi<{ items: PublicSupportUnit[] }>('/admin/support/unit/list', token),
  ]);
  return { list: { params, list: list.data }, units: units.data.items };
});

export default function AdminSupportPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <SupportScreen {...props} />;
}
