import type { InferGetServerSidePropsType } from 'next';
import { PaymentsScreen, type PaymentsPageData } from '../../components/admin/payments-screen';
import { paymentListSpec } from '../../hooks/admin/use-payments';
import { listApiQuery, readListParams } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import type { AdminPayment } from '../../server/modules/payments/schemas';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApi } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (context, token): Promise<PaymentsPageData> => {
  const params = readListParams(paymentListSpec, context.query);
  const list = await serverApi<Page<AdminPayment>>(`/admin/payments/list?${listApiQuery(params)}`, token);
  return { list: { params, list: list.data } };
});

export default function AdminPaymentsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <PaymentsScreen {...props} />;
}
