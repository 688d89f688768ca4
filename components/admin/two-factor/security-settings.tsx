import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeSecuritySettings } from '../../../hooks/admin/use-two-factor';
import { useSingleFlight } from '../../../lib/action-state';
import type { SecuritySettings } from '../../../shared/contracts/two-factor.schemas';
import { Switch } from '../../ui/switch';
import styles from './security-settings.module.css';

/** The super admin's switch that requires a second factor of every admin. */
export function SecuritySettingsPanel({ initial }: { initial: SecuritySettings }) {
  const { t } = useTranslation('admin');
  const [isRequired, setIsRequired] = useState(initial.two_factor_required);
  const change = useChangeSecuritySettings();
  const toggle = useSingleFlight(async (next: boolean) => {
    const result = await change.mutateAsync({ two_factor_required: next });
    setIsRequired(result.data.two_factor_required);
  });
  return (
    <div className={styles.panel}>
      <div className={styles.text}>
        <span className={styles.label}>{t('admins.requireTwoFactor')}</span>
        <span className={styles.hint}>{t('admins.requireTwoFactorHint')}</span>
      </div>
      <Switch isOn={isRequired} label={t('admins.requireTwoFactor')} onChange={(next) => void toggle(next)} />
    </div>
  );
}
