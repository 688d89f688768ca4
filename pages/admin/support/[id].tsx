import type { InferGetServerSidePropsType } from 'next';
import { TicketScreen, type TicketPageData } from '../../../components/admin/ticket-screen';
import { withAdminPage } from '../../../lib/admin-ssr';
import { NotFoundError } from '../../../lib/ssr';
import { signedInPage } from '../../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (context, api): Promise<TicketPageData> => {
  const id = String(context.query.id ?? '');
  // Only an id of ours goes into the API's path; anything else is no ticket.
  if (!/^[1-9][0-9]{0,14}$/.test(id)) throw new NotFoundError(id);
  return { thread: (await api.support.thread({ params: { id } })).data };
});

function AdminTicketPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <TicketScreen {...props} />;
}

export default signedInPage(AdminTicketPage);
