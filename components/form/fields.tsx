import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { normalizeDigits } from '../../lib/digits';
import { normalizeMobile } from '../../lib/mobile';

/** Mobile number: any digits and +98/0098 are accepted; the server normalises the same way. */
export function MobileField({ name = 'mobile' }: { name?: string }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item
      name={name}
      label={t('fields.mobile')}
      normalize={(value: string) => normalizeDigits(value ?? '')}
      rules={[
        { required: true, message: t('rules.required') },
        { validator: async (_, value: string) => { if (value && !normalizeMobile(value)) throw new Error(t('rules.mobile')); } },
      ]}
    >
      <Input inputMode="tel" autoComplete="tel" dir="ltr" placeholder={t('fields.mobilePlaceholder')} size="large" />
    </Form.Item>
  );
}

export function PasswordField({
  name = 'password',
  label,
  autoComplete = 'current-password',
  checkLength = false,
}: {
  name?: string;
  label?: string;
  autoComplete?: 'current-password' | 'new-password';
  checkLength?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item
      name={name}
      label={label ?? t('fields.password')}
      rules={[{ required: true, message: t('rules.required') }, ...(checkLength ? [{ min: 8, message: t('rules.passwordMin') }] : [])]}
    >
      <Input.Password autoComplete={autoComplete} dir="ltr" size="large" />
    </Form.Item>
  );
}

export function NameField({ label }: { label?: string }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name="name" label={label ?? t('fields.name')} rules={[{ required: true, whitespace: true, message: t('rules.required') }, { min: 2, max: 100 }]}>
      <Input autoComplete="name" size="large" />
    </Form.Item>
  );
}

export function EmailField() {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name="email" label={t('fields.email')} rules={[{ type: 'email', message: t('rules.email') }]}>
      <Input type="email" autoComplete="email" dir="ltr" size="large" />
    </Form.Item>
  );
}
