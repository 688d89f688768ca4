import Cookies from 'js-cookie';
import { SETTINGS_COOKIE } from './save-settings';
import { dashboardSidebar, parseSettings, parseSidebar, SIDEBAR_COOKIE, type Settings, type SidebarState } from './settings';

/*
 * The settings cookies in the browser, read, and the sidebar's written (the settings cookie itself is
 * written at once by lib/save-settings.ts). Their callers import this file when they first
 * need it (a client-side move, a sign-in, the panel's menu), so js-cookie and the cookies' parsing
 * are not part of any page's first load: a first paint draws the settings the server sent.
 */

const COOKIE_OPTIONS = { path: '/', expires: 365, sameSite: 'Lax' } as const;

export function saveSidebar(sidebar: SidebarState): void {
  Cookies.set(SIDEBAR_COOKIE, JSON.stringify(sidebar), COOKIE_OPTIONS);
}

export function readSidebar(): SidebarState {
  return parseSidebar(Cookies.get(SIDEBAR_COOKIE));
}

/** Changes part of the sidebar cookie, keeping the rest. */
export function updateSidebar(changes: Partial<SidebarState>): void {
  saveSidebar({ ...readSidebar(), ...changes });
}

/** The settings as their cookies hold them now. */
export function readSettings(): Settings {
  return parseSettings(Cookies.get(SETTINGS_COOKIE), Cookies.get(SIDEBAR_COOKIE));
}

/** The seed saves the sidebar at login with the dashboard selected, where login lands. */
export function saveSidebarAtLogin(): void {
  saveSidebar(dashboardSidebar());
}
