import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainField, type FieldBinding } from '../form/plain-form';

/** An Iranian mobile number as the public forms ask for it: left to right, the phone keypad, the browser's saved number. */
export function MobileField({ binding, label, extra }: { binding: FieldBinding; label?: string; extra?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <PlainField
      binding={binding}
      label={label ?? t('fields.mobile')}
      isLtr
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('fields.mobilePlaceholder')}
      extra={extra}
    />
  );
}
