import { Input, type InputProps } from 'antd';
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
