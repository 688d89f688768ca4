import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following its changes; the server, and the hydration after it, use `serverValue`. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  // One subscription per query: a new function each render would make React unsubscribe and subscribe again every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
