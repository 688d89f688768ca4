// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../../components/app/toast-host';
import { dismissErrorToasts, toastFeedback } from '../../lib/feedback';

describe('toasts', () => {
  it('show a message that is already on screen only once', async () => {
    render(<ToastContainer />);
    act(() => {
      toastFeedback.toast('error', 'خطا! اینترنت خود را بررسی کنید.');
      toastFeedback.toast('error', 'خطا! اینترنت خود را بررسی کنید.');
    });
    expect(await screen.findAllByText('خطا! اینترنت خود را بررسی کنید.')).toHaveLength(1);
  });

  it('an error on screen goes once what failed has worked (a retry that succeeds), other toasts stay', async () => {
    render(<ToastContainer />);
    act(() => {
      toastFeedback.toast('error', 'خطا! اینترنت خود را بررسی کنید.');
      toastFeedback.toast('success', 'ذخیره شد');
    });
    await screen.findByText('خطا! اینترنت خود را بررسی کنید.');
    act(() => dismissErrorToasts());
    // jsdom plays no animation: the toast's way out is ended by hand, as the browser would.
    const leaving = screen.getByText('خطا! اینترنت خود را بررسی کنید.').closest('.Toastify__toast')!;
    fireEvent.animationEnd(leaving);
    await waitFor(() => expect(screen.queryByText('خطا! اینترنت خود را بررسی کنید.')).toBeNull());
    expect(screen.getByText('ذخیره شد')).toBeTruthy();
  });

  it('show two different messages side by side', async () => {
    render(<ToastContainer />);
    act(() => {
      toastFeedback.toast('error', 'یک');
      toastFeedback.toast('warning', 'دو');
    });
    expect(await screen.findByText('یک')).toBeTruthy();
    expect(await screen.findByText('دو')).toBeTruthy();
  });
});

describe('the direction of a toast', () => {
  /** The toast holding a text, as the visitor's page shows it through the app's toast host. */
  async function toastShowing(text: string, { rtl }: { rtl: boolean }): Promise<HTMLElement> {
    render(<ToastHost rtl={rtl} />);
    act(() => toastFeedback.toast('warning', text));
    const message = await screen.findByText(text);
    const toast = message.closest<HTMLElement>('.Toastify__toast');
    if (!toast) throw new Error(`"${text}" is not inside a toast`);
    return toast;
  }

  it('is right to left on a Persian page', async () => {
    const toast = await toastShowing('نام لازم است.', { rtl: true });
    expect(toast.classList).toContain('Toastify__toast--rtl');
  });

  it('is left to right on an English page', async () => {
    const toast = await toastShowing('Name is required.', { rtl: false });
    expect(toast.classList).not.toContain('Toastify__toast--rtl');
  });
});
