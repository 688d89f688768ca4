import type { InferGetServerSidePropsType } from 'next';
import { TicketScreen, type TicketPageData } from '../../../components/admin/ticket-screen';
import { withAdminPage } from '../../../lib/admin-ssr';
import { NotFoundError, serverApi } from '../../../lib/ssr';
import type { AdminThread } from '../../../server/modules/support/schemas';

export const getServerSideProps = withAdminPage(async (context, token): Promise<TicketPageData> => {
  const id = String(context.query.id ?? '');
  // Only an id of ours goes into the API's path; anything else is no ticket.
  if (!/^[1-9][0-9]{0,14}$/.test(id)) throw new NotFoundError(id);
  return { thread: (await serverApi<AdminThread>(`/admin/support/message/${id}/list`, token)).data };
});

export default function AdminTicketPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <TicketScreen {...props} />;
}
