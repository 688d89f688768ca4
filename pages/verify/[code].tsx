import { useRouter } from 'next/router';
import { VerifyForm } from '../../components/auth/verify-form';

export default function VerifyPage() {
  const { query } = useRouter();
  return typeof query.code === 'string' ? <VerifyForm verificationId={query.code} /> : null;
}
