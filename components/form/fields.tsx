import { Input, type InputProps } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import styles from './fields.module.css';

/** For values that read left to right inside the RTL page: mobiles, emails, usernames, codes. */
export function LtrInput({ className, ...props }: Omit<InputProps, 'dir'>) {
  return <Input dir="ltr" className={className ? `${styles.ltr} ${className}` : styles.ltr} {...props} />;
}

export function LtrPassword({ className, ...props }: Omit<ComponentProps<typeof Input.Password>, 'dir'>) {
  return <Input.Password dir="ltr" className={className ? `${styles.ltr} ${className}` : styles.ltr} {...props} />;
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
