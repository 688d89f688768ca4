// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { LoginAsButton } from '../../components/admin/users/login-as-button';
import { readToken } from '../../lib/auth-cookies';
import { i18nFor } from '../../lib/i18n';

// A unit test of the button; the route itself is tested over HTTP and the user area's banner end to end.
/** A token of the shape the server makes (43 base64url characters). */
const USER_TOKEN = 'user-token-from-admin'.padEnd(43, '0');
const request = vi.fn(async (_config: { method: string; url: string; role?: string }) => ({
  data: { hasError: false, message: '', token: USER_TOKEN, data: { user: { id: 5, name: 'مریم' }, expires_in_seconds: 3600 } },
}));
vi.mock('../../lib/http/client', () => ({ http: { request: (config: { method: string; url: string; role?: string }) => request(config) } }));

describe('the log-in-as button', () => {
  it('opens a tab at once, stores the user token it got for the user and sends the tab to the dashboard', async () => {
    const tab = { location: { href: '' }, opener: {} as unknown, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18nFor('fa', {})}>
          <LoginAsButton userId={5} name="مریم" />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'ورود به جای کاربر مریم' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('/p/dashboard'));
    expect(tab.opener).toBeNull();
    expect(readToken('user')).toBe(USER_TOKEN);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'get', url: '/admin/users/login_using_id/5', role: 'admin' }));
    open.mockRestore();
  });
});
