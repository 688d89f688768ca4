import { Alert, Button, Card, Form } from 'antd';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { useChangePassword } from '../../hooks/use-change-password';
import { useProfile } from '../../hooks/use-profile';
import type { ProfileData } from '../../hooks/user-types';
import { PasswordField } from '../form/fields';
import { UserLayout } from './user-layout';

/** Inside the window a verified password reset opens, the current password is not asked for. */
export function ChangePasswordScreen({ profile: initial }: { profile: ProfileData }) {
  const { t } = useTranslation(['user', 'auth', 'common']);
  const router = useRouter();
  const { data: profile = initial } = useProfile(initial);
  const changePassword = useChangePassword();
  const isReset = profile.can_set_password_without_current;
  return (
    <UserLayout title={t('password.title')} user={profile.user}>
      <Card title={t('password.title')} style={{ maxWidth: 560 }}>
        <Alert type="info" showIcon message={isReset ? t('password.resetHint') : t('password.otherSessions')} style={{ marginBottom: 16 }} />
        <Form
          layout="vertical"
          requiredMark={false}
          disabled={changePassword.isPending}
          onFinish={(values: { current_password?: string; password: string }) =>
            changePassword.mutate(values, { onSuccess: () => void router.push(paths.dashboard) })
          }
        >
          {!isReset && <PasswordField name="current_password" label={t('auth:fields.currentPassword')} />}
          <PasswordField label={t('auth:fields.newPassword')} autoComplete="new-password" checkLength />
          <Button type="primary" htmlType="submit" size="large" loading={changePassword.isPending}>
            {t('common:actions.save')}
          </Button>
        </Form>
      </Card>
    </UserLayout>
  );
}
