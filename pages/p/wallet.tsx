import type { InferGetServerSidePropsType } from 'next';
import { WalletScreen } from '../../components/user/wallet-screen';
import { ownPaymentListSpec } from '../../hooks/use-wallet';
import { listApiQuery, readListParams } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import type { OwnPayment } from '../../server/modules/payments/schemas';
import type { DashboardData } from '../../server/modules/users/schemas';
import { serverApi, withSession } from '../../lib/ssr';

export const getServerSideProps = withSession('user', async (context, token) => {
  const params = readListParams(ownPaymentListSpec, context.query);
  const returned = typeof context.query.payment === 'string' && /^[1-9][0-9]{0,14}$/.test(context.query.payment) ? context.query.payment : undefined;
  const [dashboard, list, payment] = await Promise.all([
    serverApi<DashboardData>('/user/dashboard', token),
    serverApi<Page<OwnPayment>>(`/user/payments/list?${listApiQuery(params)}`, token),
    // The payment the gateway just sent the user back from; another user's id reads as none.
    returned ? serverApi<OwnPayment>(`/user/payments/${returned}`, token).catch(() => undefined) : undefined,
  ]);
  return { dashboard: dashboard.data, list: { params, list: list.data }, returned: payment?.data ?? null };
});

export default function WalletPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <WalletScreen {...props} />;
}
