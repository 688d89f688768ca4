import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { useSettings } from '../../hooks/use-settings';
import { moneyUnitName } from '../../shared/format';
import { MONEY_UNITS } from '../../shared/money-unit';
import { Card } from '../ui/card';
import { Segmented } from '../ui/segmented';
import styles from './money-unit-setting.module.css';

/** The visitor's choice of Tomans or Rials, kept in the settings cookie beside theme and language. */
export function MoneyUnitSetting() {
  const { t } = useTranslation('common');
  const { language } = useFormat();
  const { settings, update } = useSettings();
  return (
    <Card title={t('money.unitSetting')} isNarrow className={styles.setting}>
      <Segmented
        value={settings.money}
        options={MONEY_UNITS.map((unit) => ({ value: unit, label: moneyUnitName(unit, language) }))}
        onChange={(money) => update({ money })}
        label={t('money.unitSetting')}
      />
    </Card>
  );
}
