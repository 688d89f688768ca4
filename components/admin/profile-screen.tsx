import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useAdminChangeProfile } from '../../hooks/admin/use-admin-change-profile';
import { useSingleFlight } from '../../lib/action-state';
import { FieldFrame, PlainField, PlainForm, SubmitButton, useFieldSpecs, usePlainForm, type FieldBinding } from '../form/plain-form';
import { MoneyUnitSetting } from '../app/money-unit-setting';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import { AvatarPicker } from './avatar-picker';
import { TwoFactorCard } from './two-factor/two-factor-card';
import type { TwoFactorStatus } from '../../shared/contracts/two-factor.schemas';

/** The plain form kit, as the user area's profile: the page loads no antd and waits for no antd stylesheet. */
export function AdminProfileScreen(props: AdminPageProps<TwoFactorStatus>) {
  const { t } = useTranslation(['admin', 'common']);
  const changeProfile = useAdminChangeProfile();
  const specs = useFieldSpecs();
  const { admin } = props;
  const [avatar, setAvatar] = useState<File>();
  const save = useSingleFlight(async ({ name }: { name: string }) => {
    const result = await changeProfile.mutateAsync({ name, avatar });
    // The server trims the name: the form shows what it keeps. The saved avatar now shows as the current one; the picked file is done with.
    form.reset({ name: result.data.admin.name });
    setAvatar(undefined);
  });
  const form = usePlainForm({ name: specs.name }, save, { initialValues: { name: admin.name } });
  // Shown, not edited: an admin's username is its sign-in.
  const username: FieldBinding = { id: 'username', value: admin.username, error: undefined, onValue: () => {} };

  return (
    <AdminPage shell={props} title={t('profile.title')} forbidden={props.forbidden}>
      <Card title={t('profile.title')} isNarrow>
        <PlainForm onSubmit={form.onSubmit} isBusy={changeProfile.isPending}>
          <FieldFrame
            binding={{ id: 'avatar', error: undefined }}
            label={t('profile.avatar')}
            extra={t('profile.avatarHint')}
            control={(described) => (
              <AvatarPicker
                id="avatar"
                value={avatar}
                onChange={setAvatar}
                currentUrl={admin.avatar_url}
                fallback={admin.name}
                describedBy={described['aria-describedby']}
              />
            )}
          />
          <PlainField binding={form.field('name')} label={t('profile.name')} autoComplete="name" />
          <PlainField binding={username} label={t('profile.username')} isLtr disabled />
          <SubmitButton isBusy={changeProfile.isPending} isFullWidth={false}>
            {t('common:actions.save')}
          </SubmitButton>
        </PlainForm>
      </Card>
      {props.page && <TwoFactorCard initial={props.page} mustSetUp={props.mustSetUpTwoFactor} />}
      <MoneyUnitSetting />
    </AdminPage>
  );
}
