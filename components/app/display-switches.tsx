import { useTranslation } from 'react-i18next';
import { useSettings } from '../../hooks/use-settings';
import { Segmented } from '../ui/segmented';
import { Switch } from '../ui/switch';
import styles from './display-switches.module.css';

const LANGUAGE_OPTIONS = [
  { label: 'فا', value: 'fa' as const },
  { label: 'EN', value: 'en' as const },
];

// Drawn here rather than taken from @ant-design/icons: the sign-in pages carry these switches and no icon library.
const SunIcon = () => (
  <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" aria-hidden focusable="false">
    <circle cx="8" cy="8" r="3" />
    <path d="M8 1v1.5M8 13.5V15M1 8h1.5M13.5 8H15M3 3l1.1 1.1M11.9 11.9 13 13M3 13l1.1-1.1M11.9 4.1 13 3" />
  </svg>
);
const MoonIcon = () => (
  <svg viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
    <path d="M13.5 10.2A6 6 0 0 1 5.8 2.5a6 6 0 1 0 7.7 7.7Z" />
  </svg>
);

/**
 * The visitor's theme and language, on every frame a person meets (sign-in pages, the user area, the
 * panel): each is saved in the settings cookie, so the next page renders the way it was left.
 */
export function DisplaySwitches() {
  const { t } = useTranslation('common');
  const { settings, update } = useSettings();
  return (
    <div className={styles.switches}>
      <Switch
        isOn={settings.theme === 'dark'}
        onChange={(isDark) => update({ theme: isDark ? 'dark' : 'light' })}
        label={t('settings.darkTheme')}
        onIcon={<MoonIcon />}
        offIcon={<SunIcon />}
      />
      <Segmented value={settings.language} options={LANGUAGE_OPTIONS} onChange={(language) => update({ language })} label={t('settings.language')} />
    </div>
  );
}
