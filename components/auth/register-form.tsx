import { Button, Form } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { useAuthAction } from '../../lib/action-state';
import { paths } from '../../lib/paths';
import { register } from '../../hooks/use-register';
import type { RegisterInput } from '../../server/modules/auth/schemas';
import { EmailField, MobileField, NameField, PasswordField } from '../form/fields';
import { AuthLayout } from './auth-layout';

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const [state, submit] = useAuthAction(async (input: RegisterInput) => {
    const result = await register(input);
    await router.push(paths.verify(result.data.verification_code, paths.dashboard));
    return { data: result.data, message: result.message };
  });

  return (
    <AuthLayout
      title={t('register.title')}
      footer={
        <>
          {t('register.haveAccount')} <Link href={paths.login}>{t('register.login')}</Link>
        </>
      }
    >
      <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={state.loading}>
        <NameField />
        <MobileField />
        <EmailField />
        <PasswordField autoComplete="new-password" checkLength />
        <Button type="primary" htmlType="submit" size="large" block loading={state.loading}>
          {t('register.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
