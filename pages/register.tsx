import { RegisterForm } from '../components/auth/register-form';
import { paths } from '../lib/paths';
import { redirectIfSignedIn } from '../lib/ssr';

export const getServerSideProps = redirectIfSignedIn('user', paths.dashboard);

export default function RegisterPage() {
  return <RegisterForm />;
}
