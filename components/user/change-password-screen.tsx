import { Form } from 'antd';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../lib/action-state';
import { paths } from '../../lib/paths';
import { useChangePassword } from '../../hooks/use-change-password';
import { useProfile } from '../../hooks/use-profile';
import type { ProfileData } from '../../shared/contracts/user.schemas';
import { PasswordField, SaveButton } from '../form/fields';
import { AntdProvider } from '../app/antd-provider';
import { Card } from '../ui/card';
import { Notice } from '../ui/notice';
import { UserLayout } from './user-layout';
import styles from './user-layout.module.css';

/** Inside the window a verified password reset opens, the current password is not asked for. */
export function ChangePasswordScreen({ profile: initial }: { profile: ProfileData }) {
  const { t } = useTranslation(['user', 'auth', 'common']);
  const router = useRouter();
  const { data: profile = initial } = useProfile(initial);
  const changePassword = useChangePassword();
  const isReset = profile.can_set_password_without_current;
  const save = useSingleFlight(async (values: { current_password?: string; password: string }) => {
    await changePassword.mutateAsync(values);
    await router.push(paths.dashboard);
  });
  return (
    <UserLayout title={t('password.title')} session={profile}>
      <h1 className={styles.pageTitle}>{t('password.title')}</h1>
      <AntdProvider>
        <Card isNarrow>
          {profile.impersonated_by && <Notice type="warning">{t('impersonation.readOnly')}</Notice>}
          <Notice type="info">{isReset ? t('password.resetHint') : t('password.otherSessions')}</Notice>
          <Form
            layout="vertical"
            requiredMark={false}
            // While an admin is signed in as the user the server refuses the change: the form says so by taking no input.
            disabled={changePassword.isPending || Boolean(profile.impersonated_by)}
            onFinish={save}
          >
            {!isReset && <PasswordField name="current_password" label={t('auth:fields.currentPassword')} />}
            <PasswordField label={t('auth:fields.newPassword')} autoComplete="new-password" checkLength />
            <SaveButton isBusy={changePassword.isPending} />
          </Form>
        </Card>
      </AntdProvider>
    </UserLayout>
  );
}
