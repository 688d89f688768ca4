import { describe, expect, it } from 'vitest';
import { styleAreaOf } from '../../styles/antd-stylesheets';

describe('styleAreaOf', () => {
  it('gives the admin sign-in screen the small sign-in stylesheet, not the panel one', () => {
    expect(styleAreaOf('/admin/login')).toBe('auth');
    expect(styleAreaOf('/admin/login?r=%2Fadmin')).toBe('auth');
  });

  it('gives every admin panel screen the panel stylesheet', () => {
    expect(styleAreaOf('/admin')).toBe('admin');
    expect(styleAreaOf('/admin/admins?page=2')).toBe('admin');
  });

  it("gives the user's pages the user-area stylesheet", () => {
    expect(styleAreaOf('/p/dashboard')).toBe('user');
    expect(styleAreaOf('/p/change-password')).toBe('user');
  });

  it('gives sign-in, registration, verification and error pages the sign-in stylesheet', () => {
    for (const path of ['/login', '/register', '/verify/[code]', '/verify/abc', '/forget-password', '/404', '/']) expect(styleAreaOf(path)).toBe('auth');
    expect(styleAreaOf('/print')).toBe('auth');
  });
});
