import { createContext, useContext } from 'react';
import type { SavedSettings, Settings } from '../lib/settings';

export interface SettingsContextValue {
  settings: Settings;
  update(changes: Partial<SavedSettings>): void;
}

/** Filled by components/app/settings-context.tsx's provider, which _app puts around every page. */
export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings outside SettingsProvider');
  return value;
}
