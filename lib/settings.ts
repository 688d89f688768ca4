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

/** Theme and language live in one cookie, the sidebar in its own, so the server can render both. */
export const SETTINGS_COOKIE = 'settings';
export const SIDEBAR_COOKIE = 'sidebar';
const COOKIE_OPTIONS = { path: '/', expires: 365, sameSite: 'Lax' } as const;

export const DASHBOARD_KEY = 'dashboard';
const dashboardSidebar = (): SidebarState => ({ defaultSelectedKeys: [DASHBOARD_KEY], openKeys: [] });

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

/** The settings cookie's value: theme, language and money unit; the sidebar has its own cookie. */
export function serializeSettings({ theme, language, money }: SavedSettings): string {
  return JSON.stringify({ theme, language, money });
}

/**
 * js-cookie arrives with the first write or client-side read, not with the page: a first paint draws
 * the settings the server sent (≈0.5 kB gzip of every signed-out page's first load).
 */
const cookies = () => import('js-cookie').then((module) => module.default);

export async function saveSettings(settings: SavedSettings): Promise<void> {
  (await cookies()).set(SETTINGS_COOKIE, serializeSettings(settings), COOKIE_OPTIONS);
}

export async function saveSidebar(sidebar: SidebarState): Promise<void> {
  (await cookies()).set(SIDEBAR_COOKIE, JSON.stringify(sidebar), COOKIE_OPTIONS);
}

/** Reads and writes the sidebar cookie in one step, so a save that starts later cannot land before it. */
export async function updateSidebar(changes: Partial<SidebarState>): Promise<void> {
  const Cookies = await cookies();
  Cookies.set(SIDEBAR_COOKIE, JSON.stringify({ ...parseSidebar(Cookies.get(SIDEBAR_COOKIE)), ...changes }), COOKIE_OPTIONS);
}

export async function readSidebar(): Promise<SidebarState> {
  return parseSidebar((await cookies()).get(SIDEBAR_COOKIE));
}

/** In the browser: the settings as their cookies hold them now. */
export async function readSettings(): Promise<Settings> {
  const Cookies = await cookies();
  return parseSettings(Cookies.get(SETTINGS_COOKIE), Cookies.get(SIDEBAR_COOKIE));
}

/** The seed saves the sidebar at login with the dashboard selected, where login lands. */
export function saveSidebarAtLogin(): Promise<void> {
  return saveSidebar(dashboardSidebar());
}
