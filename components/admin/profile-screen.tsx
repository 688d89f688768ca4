import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useAdminChangeProfile } from '../../hooks/admin/use-admin-change-profile';
import { useSingleFlight } from '../../lib/action-state';
import { LtrInput, NameField, SaveButton } from '../form/fields';
import { AntdProvider } from '../app/antd-provider';
import { MoneyUnitSetting } from '../app/money-unit-setting';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import { AvatarPicker } from './avatar-picker';
import { TwoFactorCard } from './two-factor/two-factor-card';
import type { TwoFactorStatus } from '../../shared/contracts/two-factor.schemas';

interface ProfileFormValues {
  name: string;
  avatar?: File;
}

export function AdminProfileScreen(props: AdminPageProps<TwoFactorStatus>) {
  const { t } = useTranslation(['admin', 'auth', 'common']);
  const [form] = Form.useForm<ProfileFormValues>();
  const changeProfile = useAdminChangeProfile();
  const { admin } = props;

  const save = useSingleFlight(async (values: ProfileFormValues) => {
    await changeProfile.mutateAsync(values);
    // The saved avatar now shows as the current one; the picked file is done with.
    form.setFieldValue('avatar', undefined);
  });

  return (
    <AdminPage shell={props} title={t('profile.title')} forbidden={props.forbidden}>
      <AntdProvider>
        <Card title={t('profile.title')} isNarrow>
          <Form form={form} layout="vertical" requiredMark={false} initialValues={{ name: admin.name }} onFinish={save} disabled={changeProfile.isPending}>
            <Form.Item name="avatar" label={t('profile.avatar')} extra={t('profile.avatarHint')}>
              <AvatarPicker currentUrl={admin.avatar_url} fallback={admin.name} />
            </Form.Item>
            <NameField label={t('profile.name')} />
            <Form.Item label={t('profile.username')} htmlFor="admin-profile-username">
              <LtrInput id="admin-profile-username" value={admin.username} readOnly disabled size="large" />
            </Form.Item>
            <SaveButton isBusy={changeProfile.isPending} />
          </Form>
        </Card>
        {props.page && <TwoFactorCard initial={props.page} mustSetUp={props.mustSetUpTwoFactor} />}
      </AntdProvider>
      <MoneyUnitSetting />
    </AdminPage>
  );
}
