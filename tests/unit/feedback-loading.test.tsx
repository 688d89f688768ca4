// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('react-toastify');
  vi.resetModules();
});

describe('toast library', () => {
  it('is not downloaded by a page until it shows its first toast', async () => {
    vi.resetModules();
    const loaded = vi.fn();
    const toast = { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() };
    vi.doMock('react-toastify', () => {
      loaded();
      return { toast, ToastContainer: () => null };
    });
    const { toastFeedback } = await import('../../lib/feedback');
    expect(loaded).not.toHaveBeenCalled();

    toastFeedback.toast('error', 'سرور در دسترس نیست');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('سرور در دسترس نیست', expect.anything()));
    expect(loaded).toHaveBeenCalledOnce();
  });
});

describe('a toast whose library cannot be downloaded', () => {
  it('still shows its message, once', async () => {
    vi.resetModules();
    vi.doMock('react-toastify', () => {
      throw new Error('net::ERR_CONNECTION_REFUSED');
    });
    const { toastFeedback } = await import('../../lib/feedback');
    const { ToastHost } = await import('../../components/app/toast-host');
    render(<ToastHost />);

    act(() => {
      toastFeedback.toast('error', 'خطا! اینترنت خود را بررسی کنید.');
      toastFeedback.toast('error', 'خطا! اینترنت خود را بررسی کنید.');
    });
    expect(await screen.findAllByText('خطا! اینترنت خود را بررسی کنید.')).toHaveLength(1);
  });
});
