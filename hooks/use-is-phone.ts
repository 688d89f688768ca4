import { useMediaQuery } from './use-media-query';

/** Below antd's `md` breakpoint (768px), where the panel swaps its sider for a drawer; the CSS uses the same width. */
const PHONE_QUERY = '(max-width: 767.98px)';

/** Whether the window is phone-wide; the server, and the hydration after it, go by the user agent's guess. */
export const useIsPhone = (serverGuess: boolean): boolean => useMediaQuery(PHONE_QUERY, serverGuess);
