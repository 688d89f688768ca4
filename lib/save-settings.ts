import type { SavedSettings } from './settings';

// Apart from lib/settings.ts so that every page's first load carries only this: each page's switches
// save through it, and lib/settings.ts's parsing is for the server and later moves.

export const SETTINGS_COOKIE = 'settings';

/** The settings cookie's value: theme, language and money unit; the sidebar has its own cookie. */
export function serializeSettings({ theme, language, money }: SavedSettings): string {
  return JSON.stringify({ theme, language, money });
}

/**
 * Writes the settings cookie in the browser at once, for a year: a choice made just before leaving
 * the page (Rials, then straight to the dashboard) is in the next page's request. Written here rather
 * than with js-cookie, which the first load leaves out (lib/settings-cookies.ts).
 */
export function saveSettings(settings: SavedSettings): void {
  document.cookie = `${SETTINGS_COOKIE}=${encodeURIComponent(serializeSettings(settings))}; path=/; max-age=31536000; samesite=lax`;
}
