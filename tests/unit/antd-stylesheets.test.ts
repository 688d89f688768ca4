import { describe, expect, it } from 'vitest';
import { STYLE_AREAS, styleAreaOf } from '../../styles/antd-stylesheets';

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

  it("gives the admin's profile and password forms, drawn without antd components, the variables-only stylesheet", () => {
    expect(styleAreaOf('/admin/profile')).toBe('plain');
    expect(styleAreaOf('/admin/profile/')).toBe('plain');
    expect(styleAreaOf('/admin/change-password?from=menu')).toBe('plain');
  });

  it('gives the other admin panel screens the panel stylesheet', () => {
    expect(styleAreaOf('/admin/admins?page=2')).toBe('admin');
    expect(styleAreaOf('/admin/audit')).toBe('admin');
    expect(styleAreaOf('/admin/users/[id]')).toBe('admin');
  });

  it('gives every page of the user area, its profile and password forms too, the variables-only stylesheet', () => {
    for (const path of ['/p/profile', '/p/change-password', '/p/wallet', '/p/videos', '/p/support', '/p/support/[id]']) {
      expect(styleAreaOf(path)).toBe('plain');
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
