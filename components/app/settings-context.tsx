import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { loadLocale, namespacesOf } from '../../lib/i18n';
import { saveSettings, type Settings } from '../../lib/settings';

interface SettingsContextValue {
  settings: Settings;
  update(changes: Partial<Pick<Settings, 'theme' | 'language'>>): void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

/** Theme and language live in a cookie so the server renders the page the way it was left. */
export function SettingsProvider({ initial, children }: { initial: Settings; children: ReactNode }) {
  const [settings, setSettings] = useState(initial);
  const update = useCallback(
    (changes: Partial<Pick<Settings, 'theme' | 'language'>>) => {
      const next = { ...settings, ...changes };
      const apply = () => {
        saveSettings(next);
        setSettings(next);
      };
      if (next.language === settings.language) return apply();
      // The page switches language once the new language's strings are here, not key by key.
      loadLocale(next.language, namespacesOf(window.location.pathname)).then(apply, () => undefined);
    },
    [settings],
  );
  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings outside SettingsProvider');
  return value;
}
