import { Button, Form } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { useAuthAction } from '../../lib/action-state';
import { message } from '../../lib/feedback';
import { paths } from '../../lib/paths';
import { forgetPassword } from '../../hooks/use-forget-password';
import { MobileField } from '../form/fields';
import { AuthLayout } from './auth-layout';
import styles from './auth-layout.module.css';

export function ForgetPasswordForm() {
  const { t } = useTranslation(['auth', 'common']);
  const router = useRouter();
  const [state, submit] = useAuthAction(async ({ mobile }: { mobile: string }) => {
    const result = await forgetPassword(mobile);
    message(result.message);
    await router.push(paths.verify(result.data.verification_code, paths.changePassword));
    return { data: result.data, message: result.message };
  });

  return (
    <AuthLayout title={t('forget.title')} footer={<Link href={paths.login}>{t('common:actions.back')}</Link>}>
      <p className={styles.hint}>{t('forget.hint')}</p>
      <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={state.loading}>
        <MobileField />
        <Button type="primary" htmlType="submit" size="large" block loading={state.loading}>
          {t('forget.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
