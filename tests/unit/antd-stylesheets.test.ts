import { describe, expect, it } from 'vitest';
import { firstPaintStyleAreaOf, styleAreaOf } from '../../styles/antd-stylesheets';

describe('styleAreaOf', () => {
  it('gives the admin sign-in screen the small variables-only stylesheet, not the panel one', () => {
    expect(styleAreaOf('/admin/login')).toBe('plain');
    expect(styleAreaOf('/admin/login?r=%2Fadmin')).toBe('plain');
  });

  it('gives the two dashboards, drawn without antd components, the variables-only stylesheet', () => {
    expect(styleAreaOf('/admin')).toBe('plain');
    expect(styleAreaOf('/admin?tab=1')).toBe('plain');
    expect(styleAreaOf('/p/dashboard')).toBe('plain');
    expect(styleAreaOf('/p/dashboard/')).toBe('plain');
  });

  it('gives the other admin panel screens the panel stylesheet', () => {
    expect(styleAreaOf('/admin/admins?page=2')).toBe('admin');
    expect(styleAreaOf('/admin/audit')).toBe('admin');
  });

  it("gives the user's other pages the user-area stylesheet", () => {
    expect(styleAreaOf('/p/profile')).toBe('user');
    expect(styleAreaOf('/p/change-password')).toBe('user');
  });

  it('gives sign-in, registration, verification and error pages the variables-only stylesheet', () => {
    for (const path of ['/login', '/register', '/verify/[code]', '/verify/abc', '/forget-password', '/404', '/']) expect(styleAreaOf(path)).toBe('plain');
    expect(styleAreaOf('/print')).toBe('plain');
  });
});

describe('firstPaintStyleAreaOf', () => {
  it('links the area stylesheet in the HTML of the pages whose forms are drawn with antd at once', () => {
    expect(firstPaintStyleAreaOf('/p/profile')).toBe('user');
    expect(firstPaintStyleAreaOf('/p/change-password/')).toBe('user');
    expect(firstPaintStyleAreaOf('/admin/profile')).toBe('admin');
    expect(firstPaintStyleAreaOf('/admin/change-password?from=menu')).toBe('admin');
  });

  it('lets the lists paint with the variables alone: their antd (drawers, dialogs, the date picker) comes later with its sheet', () => {
    for (const path of ['/admin/admins', '/admin/users?page=2', '/admin/users/[id]', '/admin/audit', '/p/wallet', '/p/support/[id]']) {
      expect(firstPaintStyleAreaOf(path)).toBe('plain');
    }
    expect(styleAreaOf('/admin/admins')).toBe('admin');
    expect(styleAreaOf('/p/wallet')).toBe('user');
  });
});
