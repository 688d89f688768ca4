import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useAdminChangePassword } from '../../hooks/admin/use-admin-change-password';
import { useSingleFlight } from '../../lib/action-state';
import { PasswordField, SaveButton } from '../form/fields';
import { AntdProvider } from '../app/antd-provider';
import { Card } from '../ui/card';
import { Notice } from '../ui/notice';
import { AdminPage } from './admin-page';

interface PasswordFormValues {
  current_password: string;
  password: string;
}

export function AdminChangePasswordScreen(props: AdminPageProps<null>) {
  const { t } = useTranslation(['admin', 'common']);
  const [form] = Form.useForm<PasswordFormValues>();
  const changePassword = useAdminChangePassword();

  const save = useSingleFlight(async (values: PasswordFormValues) => {
    await changePassword.mutateAsync(values);
    form.resetFields();
  });

  return (
    <AdminPage shell={props} title={t('password.title')} forbidden={props.forbidden}>
      <AntdProvider>
        <Card title={t('password.title')} isNarrow>
          <Notice type="info">{t('password.hint')}</Notice>
          <Form form={form} layout="vertical" requiredMark={false} onFinish={save} disabled={changePassword.isPending}>
            {/* Lets password managers file the new password under the right account. */}
            <input type="text" name="username" autoComplete="username" value={props.admin.username} readOnly hidden />
            <PasswordField name="current_password" label={t('password.current')} autoComplete="current-password" />
            <PasswordField name="password" label={t('password.new')} autoComplete="new-password" checkLength />
            <SaveButton isBusy={changePassword.isPending} />
          </Form>
        </Card>
      </AntdProvider>
    </AdminPage>
  );
}
