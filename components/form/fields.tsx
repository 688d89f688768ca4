import { Button, Form, Input, type InputProps } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import styles from './fields.module.css';

/** For values that read left to right inside the RTL page: mobiles, emails, usernames, codes. */
export function LtrInput({ className, ...props }: InputProps) {
  return <Input {...props} dir="ltr" className={className ? `${styles.ltr} ${className}` : styles.ltr} />;
}

export function LtrPassword({ className, ...props }: ComponentProps<typeof Input.Password>) {
  return <Input.Password {...props} dir="ltr" className={className ? `${styles.ltr} ${className}` : styles.ltr} />;
}

/** Length rules with their own message, since antd's built-in one shows Latin digits in Persian. */
export function useLengthRule(): (range: { min?: number; max: number }) => { min?: number; max: number; message: string } {
  const { t } = useTranslation('auth');
  const format = useFormat();
  return ({ min, max }) => ({
    min,
    max,
    message: min === undefined ? t('rules.maxLength', { max: format.digits(max) }) : t('rules.length', { min: format.digits(min), max: format.digits(max) }),
  });
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
      <LtrPassword autoComplete={autoComplete} size="large" />
    </Form.Item>
  );
}

export function NameField({ label }: { label?: string }) {
  const { t } = useTranslation('auth');
  const lengthRule = useLengthRule();
  return (
    <Form.Item
      name="name"
      label={label ?? t('fields.name')}
      rules={[{ required: true, whitespace: true, message: t('rules.required') }, lengthRule({ min: 2, max: 100 })]}
    >
      <Input autoComplete="name" size="large" />
    </Form.Item>
  );
}

/** The one submit of a settings form (profile, password): large, primary, spinning while its request runs. */
export function SaveButton({ isBusy }: { isBusy: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Button type="primary" htmlType="submit" size="large" loading={isBusy}>
      {t('actions.save')}
    </Button>
  );
}
