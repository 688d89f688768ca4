import { AdminLoginForm } from '../../components/admin/admin-login-form';
import { redirectIfSignedIn } from '../../lib/ssr';

export const getServerSideProps = redirectIfSignedIn('admin', '/admin');

export default function AdminLoginPage() {
  return <AdminLoginForm />;
}
