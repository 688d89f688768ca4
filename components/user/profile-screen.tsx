import { Button, Card, Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatJalaliDate } from '../../lib/format';
import { useChangeProfile } from '../../hooks/use-change-profile';
import { useProfile } from '../../hooks/use-profile';
import type { ProfileData } from '../../hooks/user-types';
import { EmailField, NameField } from '../form/fields';
import { UserLayout } from './user-layout';

export function ProfileScreen({ profile: initial }: { profile: ProfileData }) {
  const { t } = useTranslation(['user', 'auth', 'common']);
  const { data: profile = initial } = useProfile(initial);
  const changeProfile = useChangeProfile();
  const { user } = profile;
  return (
    <UserLayout title={t('profile.title')} user={user}>
      <Card title={t('profile.title')} style={{ maxWidth: 560 }}>
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('profile.memberSince')}>{formatJalaliDate(user.created_at)}</Descriptions.Item>
        </Descriptions>
        <Form
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: user.name, email: user.email ?? '' }}
          onFinish={(values: { name: string; email?: string }) => changeProfile.mutate(values)}
          disabled={changeProfile.isPending}
        >
          <NameField />
          <EmailField />
          <Form.Item label={t('auth:fields.mobile')} extra={t('profile.mobileHint')}>
            <Input value={user.mobile} disabled dir="ltr" size="large" aria-label={t('auth:fields.mobile')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" loading={changeProfile.isPending}>
            {t('common:actions.save')}
          </Button>
        </Form>
      </Card>
    </UserLayout>
  );
}
