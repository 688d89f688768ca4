// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { SETTINGS_COOKIE, saveSettings, serializeSettings } from '../../lib/save-settings';
import { DEFAULT_SETTINGS, SIDEBAR_COOKIE, parseSettings } from '../../lib/settings';
import { readSidebar, saveSidebar, saveSidebarAtLogin, updateSidebar } from '../../lib/settings-cookies';

describe('settings', () => {
  it('start light, in Persian, in Tomans, with the dashboard selected', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      theme: 'light',
      language: 'fa',
      money: 'toman',
      sidebar: { defaultSelectedKeys: ['dashboard'], openKeys: [] },
    });
  });

  it('fall back to the defaults when there is no cookie', () => {
    expect(parseSettings(undefined)).toEqual(DEFAULT_SETTINGS);
  });

  it('fall back to the defaults when the cookie is junk', () => {
    expect(parseSettings('%7Bnot json')).toEqual(DEFAULT_SETTINGS);
  });

  it('fall back to the defaults when the cookie holds JSON of the wrong shape', () => {
    expect(parseSettings('[1,2,3]', '"dashboard"')).toEqual(DEFAULT_SETTINGS);
  });

  it('keep a valid language when the theme beside it is unknown', () => {
    expect(parseSettings('{"theme":"purple","language":"en"}')).toMatchObject({ theme: 'light', language: 'en' });
  });

  it('read back what was written', () => {
    const cookie = serializeSettings({ theme: 'dark', language: 'en', money: 'rial' });
    const sidebar = JSON.stringify({ defaultSelectedKeys: ['profile'], openKeys: ['account'] });
    expect(parseSettings(cookie, sidebar)).toEqual({
      theme: 'dark',
      language: 'en',
      money: 'rial',
      sidebar: { defaultSelectedKeys: ['profile'], openKeys: ['account'] },
    });
  });

  it('keep theme, language and money unit in the settings cookie', () => {
    saveSettings({ theme: 'dark', language: 'en', money: 'rial' });
    expect(parseSettings(Cookies.get(SETTINGS_COOKIE))).toMatchObject({ theme: 'dark', language: 'en', money: 'rial' });
  });

  it('show amounts in Tomans when the cookie names no known unit', () => {
    expect(parseSettings('{"money":"dollar"}').money).toBe('toman');
  });
});

describe('sidebar cookie', () => {
  it('is saved at login with the dashboard selected', () => {
    saveSidebar({ defaultSelectedKeys: ['tickets'], openKeys: ['support'] });
    saveSidebarAtLogin();
    expect(readSidebar()).toEqual({ defaultSelectedKeys: ['dashboard'], openKeys: [] });
  });

  it('keeps the open menus a user chose', () => {
    saveSidebar({ defaultSelectedKeys: ['tickets'], openKeys: ['support'] });
    expect(readSidebar()).toEqual({ defaultSelectedKeys: ['tickets'], openKeys: ['support'] });
  });

  it('selects the dashboard when the cookie is junk', () => {
    Cookies.set(SIDEBAR_COOKIE, 'garbage');
    expect(readSidebar()).toEqual({ defaultSelectedKeys: ['dashboard'], openKeys: [] });
  });

  it('keeps the selection when a menu is opened', () => {
    saveSidebar({ defaultSelectedKeys: ['tickets'], openKeys: [] });
    updateSidebar({ openKeys: ['support'] });
    expect(readSidebar()).toEqual({ defaultSelectedKeys: ['tickets'], openKeys: ['support'] });
  });
});
