import { Button, Form } from 'antd';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { storeToken } from '../../lib/auth-cookies';
import { useAuthAction } from '../../lib/action-state';
import { safeReturnPath } from '../../lib/paths';
import { saveSidebarAtLogin } from '../../lib/settings';
import { adminLogin } from '../../hooks/admin/use-admin-login';
import type { AdminLoginInput } from '../../server/modules/admins/schemas';
import { AuthLayout } from '../auth/auth-layout';
import { LtrInput, PasswordField } from '../form/fields';

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
  return (
    <AuthLayout title={t('login.title')}>
      <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={state.loading}>
        <Form.Item name="username" label={t('login.username')} rules={[{ required: true, message: t('auth:rules.required') }]}>
          <LtrInput autoComplete="username" size="large" />
        </Form.Item>
        <PasswordField label={t('login.password')} />
        <Button type="primary" htmlType="submit" size="large" block loading={state.loading}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
