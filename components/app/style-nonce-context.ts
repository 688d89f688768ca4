import { createContext } from 'react';

/** The page's CSP nonce, for the style elements that antd's components insert while they run. */
export const StyleNonceContext = createContext<string | undefined>(undefined);
