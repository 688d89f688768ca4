// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NotifyLowBalanceButton } from '../../components/admin/users/notify-low-balance-button';
import { i18nFor } from '../../lib/i18n';
import type { PublicJob } from '../../shared/contracts/notification-jobs.schemas';

const job = (changes: Partial<PublicJob>): PublicJob => ({
  id: 7,
  kind: 'no_balance_notification',
  status: 'queued',
  total: 0,
  done: 0,
  created_at: 1,
  started_at: null,
  finished_at: null,
  ...changes,
});

// The API as the job goes: started, then halfway, then done. A unit test of the screen; the API itself is tested over HTTP.
const progress = [job({ status: 'running', total: 3, done: 1 }), job({ status: 'done', total: 3, done: 3 })];
type Request = { method: string; url: string; role?: string };
const post = vi.fn(async (_request: Request) => ({ data: { hasError: false, message: '', data: { job: job({}) } } }));
const get = vi.fn(async (_request: Request) => ({
  data: { hasError: false, message: '', data: { job: progress.length > 1 ? progress.shift()! : progress[0]! } },
}));
vi.mock('../../lib/http/client', () => ({ http: { request: (request: Request) => (request.method === 'post' ? post(request) : get(request)) } }));

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('the low-balance notification button', () => {
  it('asks first, starts the job once, shows its progress and then how many users were told', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18nFor('fa', {})}>
          <NotifyLowBalanceButton />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'پیامک به کاربران کم‌موجودی' }));
    expect(post).not.toHaveBeenCalled();
    const send = screen.getByRole('button', { name: 'ارسال پیامک‌ها', hidden: true });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('ارسال پیامک: ۱ از ۳'), { timeout: 4000 });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('۳ کاربر مطلع شدند.'), { timeout: 4000 });
    expect(post).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ method: 'get', url: '/admin/users/no_balance_notification/7', role: 'admin' }));
  });
});
