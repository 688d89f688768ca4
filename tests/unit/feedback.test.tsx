import { act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { toastFeedback } from '../../lib/feedback';

describe('toasts', () => {
  it('show a message that is already on screen only once', async () => {
    render(<ToastContainer />);
    act(() => {
      toastFeedback.toast('error', 'خطا! اینترنت خود را بررسی کنید.');
      toastFeedback.toast('error', 'خطا! اینترنت خود را بررسی کنید.');
    });
    expect(await screen.findAllByText('خطا! اینترنت خود را بررسی کنید.')).toHaveLength(1);
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
