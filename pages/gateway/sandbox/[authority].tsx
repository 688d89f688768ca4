import type { GetServerSideProps } from 'next';
import { SandboxGatewayScreen } from '../../../components/gateway/sandbox-gateway-screen';
import { serverApiFor } from '../../../lib/ssr';
import type { SandboxTransactionView } from '../../../shared/contracts/payments.schemas';

/** The sandbox gateway's page: public, as a real gateway's is; the authority is the only key. */
export const getServerSideProps: GetServerSideProps<{ transaction: SandboxTransactionView | null }> = async ({ params, res }) => {
  const authority = String(params?.authority ?? '');
  const transaction = /^S[0-9a-f]{32}$/.test(authority)
    ? await serverApiFor('')
        .payments.sandbox({ params: { authority } })
        .then(
          (answer) => answer.data,
          () => null,
        )
    : null;
  if (!transaction) res.statusCode = 404;
  return { props: { transaction } };
};

export default function SandboxGatewayPage({ transaction }: { transaction: SandboxTransactionView | null }) {
  return <SandboxGatewayScreen transaction={transaction} />;
}
