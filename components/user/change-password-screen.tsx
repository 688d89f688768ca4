import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../lib/action-state';
import { paths } from '../../lib/paths';
import { useChangePassword } from '../../hooks/use-change-password';
import { useProfile } from '../../hooks/use-profile';
import type { ProfileData } from '../../shared/contracts/user.schemas';
import { PlainField, PlainForm, SubmitButton, useFieldSpecs, usePlainForm } from '../form/plain-form';
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
  const specs = useFieldSpecs();
  const isReset = profile.can_set_password_without_current;
  const save = useSingleFlight(async (values: { current_password?: string; password: string }) => {
    await changePassword.mutateAsync(values);
    await router.push(paths.dashboard);
  });
  // Inside the reset window the current password's field is not drawn, so nothing is asked of it.
  const form = usePlainForm({ current_password: isReset ? { rules: [] } : specs.password, password: specs.newPassword }, ({ current_password, password }) =>
    save(isReset ? { password } : { current_password, password }),
  );
  return (
    <UserLayout title={t('password.title')} session={profile}>
      <h1 className={styles.pageTitle}>{t('password.title')}</h1>
      <Card isNarrow>
        {profile.impersonated_by && <Notice type="warning">{t('impersonation.readOnly')}</Notice>}
        <Notice type="info">{isReset ? t('password.resetHint') : t('password.otherSessions')}</Notice>
        {/* While an admin is signed in as the user the server refuses the change: the form says so by taking no input. */}
        <PlainForm onSubmit={form.onSubmit} isBusy={changePassword.isPending} isDisabled={Boolean(profile.impersonated_by)}>
          {!isReset && (
            <PlainField
              binding={form.field('current_password')}
              label={t('auth:fields.currentPassword')}
              isLtr
              type="password"
              autoComplete="current-password"
            />
          )}
          <PlainField binding={form.field('password')} label={t('auth:fields.newPassword')} isLtr type="password" autoComplete="new-password" />
          <SubmitButton isBusy={changePassword.isPending} isFullWidth={false}>
            {t('common:actions.save')}
          </SubmitButton>
        </PlainForm>
      </Card>
    </UserLayout>
  );
}
