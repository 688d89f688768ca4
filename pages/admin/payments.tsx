import type { InferGetServerSidePropsType } from 'next';
import { PaymentsScreen, type PaymentsPageData } from '../../components/admin/payments-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { readListParams } from '../../lib/list-query';
import { paymentRoutes } from '../../shared/contracts/payments';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (context, api): Promise<PaymentsPageData> => {
  const params = readListParams(paymentRoutes.list.listing, context.query);
  const { data } = await api.payments.list({ query: params });
  return { list: { params, list: data } };
});

function AdminPaymentsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <PaymentsScreen {...props} />;
}

export default signedInPage(AdminPaymentsPage);
