import type { InferGetServerSidePropsType } from 'next';
import { WalletScreen } from '../../components/user/wallet-screen';
import { readListParams } from '../../lib/list-query';
import { withSession } from '../../lib/ssr';
import { paymentRoutes } from '../../shared/contracts/payments';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withSession('user', async (context, api) => {
  const params = readListParams(paymentRoutes.ownList.listing, context.query);
  const returned = typeof context.query.payment === 'string' && /^[1-9][0-9]{0,14}$/.test(context.query.payment) ? Number(context.query.payment) : undefined;
  const [dashboard, list, payment] = await Promise.all([
    api.user.dashboard(),
    api.payments.ownList({ query: params }),
    // The payment the gateway just sent the user back from; another user's id reads as none.
    returned ? api.payments.ownDetail({ params: { id: returned } }).catch(() => undefined) : undefined,
  ]);
  return { dashboard: dashboard.data, list: { params, list: list.data }, returned: payment?.data ?? null };
});

function WalletPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <WalletScreen {...props} />;
}

export default signedInPage(WalletPage);
