import { LoginForm } from '../components/auth/login-form';
import { paths } from '../lib/paths';
import { redirectIfSignedIn } from '../lib/ssr';

export const getServerSideProps = redirectIfSignedIn('user', paths.dashboard);

export default function LoginPage() {
  return <LoginForm />;
}
