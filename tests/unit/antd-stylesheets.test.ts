import { describe, expect, it } from 'vitest';
import { styleAreaOf } from '../../styles/antd-stylesheets';

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
