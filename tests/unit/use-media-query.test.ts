// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from '../../hooks/use-media-query';

/** A window.matchMedia whose one query list counts its listeners and can be flipped. */
function fakeMatchMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  let subscriptions = 0;
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => {
      subscriptions += 1;
      listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    subscriptions: () => subscriptions,
    flip: () => {
      matches = !matches;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('follows the query as it starts and stops matching', () => {
    const media = fakeMatchMedia(false);
    const { result } = renderHook(() => useMediaQuery('(prefers-reduced-motion: reduce)', false));
    expect(result.current).toBe(false);
    act(() => media.flip());
    expect(result.current).toBe(true);
  });

  it('subscribes once, however often the component renders again', () => {
    const media = fakeMatchMedia(true);
    const { rerender } = renderHook(() => useMediaQuery('(max-width: 767.98px)', false));
    for (let render = 0; render < 5; render += 1) rerender();
    expect(media.subscriptions()).toBe(1);
  });
});
