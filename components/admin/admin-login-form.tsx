import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { storeToken } from '../../lib/auth-cookies';
import { useAuthAction } from '../../lib/action-state';
import { safeReturnPath } from '../../lib/paths';
import { saveSidebarAtLogin } from '../../lib/settings';
import { adminLogin } from '../../hooks/admin/use-admin-login';
import type { AdminLoginInput } from '../../shared/contracts/admins.schemas';
import { AuthLayout } from '../auth/auth-layout';
import { PlainField, PlainForm, SubmitButton, useFieldSpecs, usePlainForm } from '../form/plain-form';

export function AdminLoginForm() {
  const { t } = useTranslation(['admin', 'auth']);
  const router = useRouter();
  const [state, submit] = useAuthAction(async (input: AdminLoginInput) => {
    const result = await adminLogin(input);
    if (result.token) {
      storeToken('admin', result.token);
      saveSidebarAtLogin();
      await router.push(safeReturnPath(router.query.r, '/admin'));
    }
    return { data: result.data, message: result.message };
  });
  const specs = useFieldSpecs();
  const form = usePlainForm({ username: specs.username, password: specs.password }, submit);
  return (
    <AuthLayout title={t('login.title')}>
      <PlainForm onSubmit={form.onSubmit} isBusy={state.loading}>
        <PlainField binding={form.field('username')} label={t('login.username')} isLtr autoComplete="username" />
        <PlainField binding={form.field('password')} label={t('login.password')} isLtr type="password" autoComplete="current-password" />
        <SubmitButton isBusy={state.loading}>{t('login.submit')}</SubmitButton>
      </PlainForm>
    </AuthLayout>
  );
}
