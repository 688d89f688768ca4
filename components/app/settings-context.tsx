import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { SettingsContext } from '../../hooks/use-settings';
import { loadLocale, namespacesOf } from '../../lib/i18n';
import { saveSettings } from '../../lib/save-settings';
import type { SavedSettings, Settings } from '../../lib/settings';

/** Theme, language and money unit live in a cookie so the server renders the page the way it was left. */
export function SettingsProvider({ initial, children }: { initial: Settings; children: ReactNode }) {
  const [settings, setSettings] = useState(initial);
  const update = useCallback(
    (changes: Partial<SavedSettings>) => {
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
