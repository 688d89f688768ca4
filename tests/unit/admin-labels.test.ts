import { describe, expect, it } from 'vitest';
import { admin as en } from '../../locales/en/admin';
import { admin as fa } from '../../locales/fa/admin';
import { ADMIN_MENU, type MenuEntry } from '../../server/modules/admins/menu';
import { PERMISSION_KEYS } from '../../shared/contracts/permissions';
import { AUDIT_ACTIONS } from '../../shared/contracts/routes';

const menuKeys = (entries: MenuEntry[]): string[] => entries.flatMap((entry) => [entry.key, ...menuKeys(entry.children ?? [])]);

/** The locale keys the panel looks up for what the server sends by key. */
const namedByKey = [
  ...PERMISSION_KEYS.map((key) => `permissions.${key}`),
  ...menuKeys(ADMIN_MENU).map((key) => `menu.${key}`),
  ...AUDIT_ACTIONS.map((action) => `audit.actions.${action}`),
];

describe('what the server sends by key', () => {
  it('every permission, menu entry and audit action has a name in Persian and in English', () => {
    expect(namedByKey.filter((key) => !(key in fa))).toEqual([]);
    expect(namedByKey.filter((key) => !(key in en) || /[\u0600-\u06ff]/.test(en[key as keyof typeof fa]))).toEqual([]);
  });
});
