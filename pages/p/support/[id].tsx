import type { InferGetServerSidePropsType } from 'next';
import { TicketScreen, type TicketPageData } from '../../../components/user/ticket-screen';
import { NotFoundError, withSession } from '../../../lib/ssr';
import { signedInPage } from '../../../components/app/signed-in-page';

export const getServerSideProps = withSession('user', async (context, api): Promise<TicketPageData> => {
  const id = String(context.query.id ?? '');
  // Only an id of ours goes into the API's path; anything else is no ticket.
  if (!/^[1-9][0-9]{0,14}$/.test(id)) throw new NotFoundError(id);
  const [profile, thread] = await Promise.all([api.user.profile(), api.support.ownThread({ params: { id } })]);
  return { profile: profile.data, thread: thread.data };
});

function TicketPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <TicketScreen {...props} />;
}

export default signedInPage(TicketPage);
