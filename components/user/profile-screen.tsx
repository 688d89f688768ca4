import { Descriptions, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../lib/action-state';
import { useChangeProfile } from '../../hooks/use-change-profile';
import { useFormat } from '../../hooks/use-format';
import { useProfile } from '../../hooks/use-profile';
import type { ProfileData } from '../../shared/contracts/user.schemas';
import { EmailField, LtrInput, NameField, SaveButton } from '../form/fields';
import { AntdProvider } from '../app/antd-provider';
import { MoneyUnitSetting } from '../app/money-unit-setting';
import { Card } from '../ui/card';
import { UserLayout } from './user-layout';
import styles from './user-layout.module.css';

export function ProfileScreen({ profile: initial }: { profile: ProfileData }) {
  const { t } = useTranslation(['user', 'auth', 'common']);
  const { data: profile = initial } = useProfile(initial);
  const changeProfile = useChangeProfile();
  const save = useSingleFlight((values: { name: string; email?: string }) => changeProfile.mutateAsync(values));
  const format = useFormat();
  const { user } = profile;
  return (
    <UserLayout title={t('profile.title')} session={profile}>
      <h1 className={styles.pageTitle}>{t('profile.title')}</h1>
      <AntdProvider>
        <Card isNarrow>
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('profile.memberSince')}>{format.date(user.created_at)}</Descriptions.Item>
          </Descriptions>
          <Form
            layout="vertical"
            requiredMark={false}
            initialValues={{ name: user.name, email: user.email ?? '' }}
            onFinish={save}
            disabled={changeProfile.isPending}
          >
            <NameField />
            <EmailField />
            <Form.Item label={t('auth:fields.mobile')} extra={t('profile.mobileHint')}>
              <LtrInput value={format.digits(user.mobile)} disabled size="large" aria-label={t('auth:fields.mobile')} />
            </Form.Item>
            <SaveButton isBusy={changeProfile.isPending} />
          </Form>
        </Card>
      </AntdProvider>
      <MoneyUnitSetting />
    </UserLayout>
  );
}
