import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768px), where the panel swaps its sider for a drawer; the CSS uses the same width. */
const PHONE_QUERY = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is phone-wide; the server, and the hydration after it, go by the user agent's guess. */
export function useIsPhone(serverGuess: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => serverGuess,
  );
}
