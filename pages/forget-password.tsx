import { ForgetPasswordForm } from '../components/auth/forget-password-form';

export default function ForgetPasswordPage() {
  return <ForgetPasswordForm />;
}
