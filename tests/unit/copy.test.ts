// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS, copyText, useCopy } from '../../lib/copy';

function fakeClipboard() {
  const written: string[] = [];
  return { written, writeText: async (text: string) => void written.push(text) };
}

const refusingClipboard = { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) };

describe('copyText', () => {
  it('puts the text on the clipboard and reports success', async () => {
    const clipboard = fakeClipboard();
    await expect(copyText('ABC-123', { clipboard })).resolves.toBe(true);
    expect(clipboard.written).toEqual(['ABC-123']);
  });

  it('reports failure when the browser refuses the clipboard', async () => {
    await expect(copyText('ABC-123', { clipboard: refusingClipboard })).resolves.toBe(false);
  });

  it('reports failure where there is no clipboard at all', async () => {
    await expect(copyText('ABC-123', { clipboard: undefined })).resolves.toBe(false);
  });
});

describe('useCopy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows copied for three seconds after a copy', async () => {
    const { result } = renderHook(() => useCopy({ clipboard: fakeClipboard() }));
    await act(() => result.current.copy('ABC-123'));
    expect(result.current.isCopied).toBe(true);

    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(result.current.isCopied).toBe(true);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isCopied).toBe(false);
  });

  it('does not show copied when the copy failed', async () => {
    const { result } = renderHook(() => useCopy({ clipboard: refusingClipboard }));
    await act(() => result.current.copy('ABC-123'));
    expect(result.current.isCopied).toBe(false);
  });

  it('counts the three seconds again from a second copy', async () => {
    const { result } = renderHook(() => useCopy({ clipboard: fakeClipboard() }));
    await act(() => result.current.copy('first'));
    act(() => vi.advanceTimersByTime(2000));
    await act(() => result.current.copy('second'));

    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.isCopied).toBe(true);
  });

  it('leaves no timer running after the component is gone', async () => {
    const { result, unmount } = renderHook(() => useCopy({ clipboard: fakeClipboard() }));
    await act(() => result.current.copy('ABC-123'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
