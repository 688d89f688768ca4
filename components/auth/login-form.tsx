import { Button, Form } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { storeToken } from '../../lib/auth-cookies';
import { useAuthAction } from '../../lib/action-state';
import { paths, safeReturnPath } from '../../lib/paths';
import { saveSidebarAtLogin } from '../../lib/settings';
import { login } from '../../hooks/use-login';
import type { LoginInput } from '../../server/modules/auth/schemas';
import { MobileField, PasswordField } from '../form/fields';
import { AuthLayout } from './auth-layout';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const returnTo = safeReturnPath(router.query.r);
  const [state, submit] = useAuthAction(async (input: LoginInput) => {
    const result = await login(input);
    if ('verification_code' in result.data) {
      await router.push(paths.verify(result.data.verification_code, returnTo));
    } else if (result.token) {
      // The seed's order: store the token, remember the sidebar with the dashboard selected, then go.
      storeToken('user', result.token);
      saveSidebarAtLogin();
      await router.push(returnTo);
    }
    return { data: result.data, message: result.message };
  });

  return (
    <AuthLayout
      title={t('login.title')}
      footer={
        <>
          {t('login.noAccount')} <Link href={paths.register}>{t('login.register')}</Link>
        </>
      }
    >
      <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={state.loading}>
        <MobileField />
        <PasswordField />
        <div style={{ marginBottom: 16 }}>
          <Link href={paths.forgetPassword}>{t('login.forgot')}</Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={state.loading}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
