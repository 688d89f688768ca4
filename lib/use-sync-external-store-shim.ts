/**
 * react-i18next imports `use-sync-external-store/shim` for Reacts before 18, and so did every page's
 * first load (≈0.3 kB gzip of fallback code). React 19 has the hook itself, which is all the shim
 * would hand back here (next.config.ts aliases the shim to this file).
 */
export { useSyncExternalStore } from 'react';
