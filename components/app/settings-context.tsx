import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
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
      saveSettings(next);
      setSettings(next);
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
