import { describe, expect, it } from 'vitest';
import { firstPaintStyleAreaOf, STYLE_AREAS, styleAreaOf } from '../../styles/antd-stylesheets';

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

  it('gives every page of the user area, its profile and password forms too, the variables-only stylesheet', () => {
    for (const path of ['/p/profile', '/p/change-password', '/p/wallet', '/p/videos', '/p/support', '/p/support/[id]']) {
      expect(styleAreaOf(path)).toBe('plain');
      expect(firstPaintStyleAreaOf(path)).toBe('plain');
    }
  });

  it('leaves the admin area the only one with an antd stylesheet besides the variables', () => {
    expect(STYLE_AREAS).toEqual(['plain', 'admin']);
  });

  it('gives sign-in, registration, verification and error pages the variables-only stylesheet', () => {
    for (const path of ['/login', '/register', '/verify/[code]', '/verify/abc', '/forget-password', '/404', '/']) expect(styleAreaOf(path)).toBe('plain');
    expect(styleAreaOf('/print')).toBe('plain');
  });
});

describe('firstPaintStyleAreaOf', () => {
  it('links the area stylesheet in the HTML of the pages whose forms are drawn with antd at once', () => {
    expect(firstPaintStyleAreaOf('/admin/profile/')).toBe('admin');
    expect(firstPaintStyleAreaOf('/admin/change-password?from=menu')).toBe('admin');
  });

  it('lets the lists paint with the variables alone: their antd (drawers, dialogs, the date picker) comes later with its sheet', () => {
    for (const path of ['/admin/admins', '/admin/users?page=2', '/admin/users/[id]', '/admin/audit']) {
      expect(firstPaintStyleAreaOf(path)).toBe('plain');
    }
    expect(styleAreaOf('/admin/admins')).toBe('admin');
  });
});
