import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../lib/action-state';
import { useChangeProfile } from '../../hooks/use-change-profile';
import { useFormat } from '../../hooks/use-format';
import { useProfile } from '../../hooks/use-profile';
import type { ProfileData } from '../../shared/contracts/user.schemas';
import { PlainField, PlainForm, SubmitButton, useFieldSpecs, usePlainForm, type FieldBinding } from '../form/plain-form';
import { MoneyUnitSetting } from '../app/money-unit-setting';
import { Card } from '../ui/card';
import { UserLayout } from './user-layout';
import styles from './user-layout.module.css';
import profileStyles from './profile-screen.module.css';

/** The plain form kit, as the sign-in screens: the user area loads no antd. */
export function ProfileScreen({ profile: initial }: { profile: ProfileData }) {
  const { t } = useTranslation(['user', 'auth', 'common']);
  const { data: profile = initial } = useProfile(initial);
  const changeProfile = useChangeProfile();
  const format = useFormat();
  const specs = useFieldSpecs();
  const { user } = profile;
  const save = useSingleFlight(async (values: { name: string; email: string }) => {
    const result = await changeProfile.mutateAsync(values);
    // The server trims the name and lower-cases the email: the form shows what it keeps.
    form.reset({ name: result.data.user.name, email: result.data.user.email ?? '' });
  });
  const form = usePlainForm({ name: specs.name, email: specs.email }, save, { initialValues: { name: user.name, email: user.email ?? '' } });
  // Shown, not edited: the number changes through support.
  const mobile: FieldBinding = { id: 'mobile', value: format.digits(user.mobile), error: undefined, onValue: () => {} };
  return (
    <UserLayout title={t('profile.title')} session={profile}>
      <h1 className={styles.pageTitle}>{t('profile.title')}</h1>
      <Card isNarrow>
        <dl className={profileStyles.facts}>
          <dt>{t('profile.memberSince')}</dt>
          <dd>{format.date(user.created_at)}</dd>
        </dl>
        <PlainForm onSubmit={form.onSubmit} isBusy={changeProfile.isPending}>
          <PlainField binding={form.field('name')} label={t('auth:fields.name')} autoComplete="name" />
          <PlainField binding={form.field('email')} label={t('auth:fields.email')} isLtr type="email" autoComplete="email" />
          <PlainField binding={mobile} label={t('auth:fields.mobile')} extra={t('profile.mobileHint')} isLtr disabled />
          <SubmitButton isBusy={changeProfile.isPending} isFullWidth={false}>
            {t('common:actions.save')}
          </SubmitButton>
        </PlainForm>
      </Card>
      <MoneyUnitSetting />
    </UserLayout>
  );
}
