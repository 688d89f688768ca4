import type { GetServerSideProps } from 'next';
import { VerifyForm } from '../../components/auth/verify-form';
import type { VerificationStatus } from '../../shared/contracts/auth.schemas';
import { serverApiFor } from '../../lib/ssr';

interface VerifyPageProps {
  verificationId: string;
  status: VerificationStatus | null;
}

/** The masked number and the real countdown are in the first paint, so a reload does not restart at 60. */
export const getServerSideProps: GetServerSideProps<VerifyPageProps> = async ({ params }) => {
  const verificationId = typeof params?.code === 'string' ? params.code : '';
  try {
    // A public route: no token to send.
    const { data } = await serverApiFor('').auth.verificationStatus({ params: { id: verificationId } });
    return { props: { verificationId, status: data } };
  } catch {
    // An unreadable status (a malformed id, the API away) leaves the form working without it.
    return { props: { verificationId, status: null } };
  }
};

export default function VerifyPage({ verificationId, status }: VerifyPageProps) {
  return <VerifyForm verificationId={verificationId} status={status} />;
}
