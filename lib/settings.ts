import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../locales';
import { MONEY_UNITS, type MoneyUnit } from '../shared/money-unit';

export type Theme = 'light' | 'dark';

export interface SidebarState {
  defaultSelectedKeys: string[];
  openKeys: string[];
}

export interface Settings {
  theme: Theme;
  language: Language;
  /** The unit amounts are shown and typed in; the API always speaks Rials. */
  money: MoneyUnit;
  sidebar: SidebarState;
}

/** What the settings cookie holds (the sidebar has its own). */
export type SavedSettings = Pick<Settings, 'theme' | 'language' | 'money'>;

/** Theme, language and money unit live in one cookie (lib/save-settings.ts), the sidebar in its own, so the server can render both. */
export const SIDEBAR_COOKIE = 'sidebar';

export const DASHBOARD_KEY = 'dashboard';
export const dashboardSidebar = (): SidebarState => ({ defaultSelectedKeys: [DASHBOARD_KEY], openKeys: [] });

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  theme: 'light',
  language: DEFAULT_LANGUAGE,
  money: 'toman',
  sidebar: dashboardSidebar(),
};

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Cookies are user input: anything that is not the JSON we wrote counts as absent. */
function parseJsonObject(value: string | undefined): object {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

// Each field falls back on its own, so one bad value does not throw away the others. No zod here:
// this runs in every page's bundle.
export function parseSidebar(cookieValue?: string): SidebarState {
  const stored = parseJsonObject(cookieValue) as Partial<Record<keyof SidebarState, unknown>>;
  return {
    defaultSelectedKeys: isStringList(stored.defaultSelectedKeys) ? stored.defaultSelectedKeys : [DASHBOARD_KEY],
    openKeys: isStringList(stored.openKeys) ? stored.openKeys : [],
  };
}

/** Settings from the settings cookie and, when given, the sidebar cookie; junk gives the defaults. */
export function parseSettings(cookieValue?: string, sidebarCookieValue?: string): Settings {
  const stored = parseJsonObject(cookieValue) as Partial<Record<keyof SavedSettings, unknown>>;
  return {
    theme: stored.theme === 'dark' || stored.theme === 'light' ? stored.theme : DEFAULT_SETTINGS.theme,
    language: LANGUAGES.includes(stored.language as Language) ? (stored.language as Language) : DEFAULT_SETTINGS.language,
    money: MONEY_UNITS.includes(stored.money as MoneyUnit) ? (stored.money as MoneyUnit) : DEFAULT_SETTINGS.money,
    sidebar: parseSidebar(sidebarCookieValue),
  };
}
