import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useAdminChangePassword } from '../../hooks/admin/use-admin-change-password';
import { useSingleFlight } from '../../lib/action-state';
import { PlainField, PlainForm, SubmitButton, useFieldSpecs, usePlainForm } from '../form/plain-form';
import { Card } from '../ui/card';
import { Notice } from '../ui/notice';
import { AdminPage } from './admin-page';

/** The plain form kit, as the user area's password form: the page loads no antd and waits for no antd stylesheet. */
export function AdminChangePasswordScreen(props: AdminPageProps<null>) {
  const { t } = useTranslation(['admin', 'common']);
  const changePassword = useAdminChangePassword();
  const specs = useFieldSpecs();
  const save = useSingleFlight(async (values: { current_password: string; password: string }) => {
    await changePassword.mutateAsync(values);
    form.reset({});
  });
  const form = usePlainForm({ current_password: specs.password, password: specs.newPassword }, save);

  return (
    <AdminPage shell={props} title={t('password.title')} forbidden={props.forbidden}>
      <Card title={t('password.title')} isNarrow>
        <Notice type="info">{t('password.hint')}</Notice>
        <PlainForm onSubmit={form.onSubmit} isBusy={changePassword.isPending}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={props.admin.username} readOnly hidden />
          <PlainField binding={form.field('current_password')} label={t('password.current')} isLtr type="password" autoComplete="current-password" />
          <PlainField binding={form.field('password')} label={t('password.new')} isLtr type="password" autoComplete="new-password" />
          <SubmitButton isBusy={changePassword.isPending} isFullWidth={false}>
            {t('common:actions.save')}
          </SubmitButton>
        </PlainForm>
      </Card>
    </AdminPage>
  );
}
