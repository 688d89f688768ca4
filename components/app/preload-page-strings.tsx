import Router from 'next/router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLocale, namespacesOf } from '../../lib/i18n';
import type { Language } from '../../locales';

/**
 * A page's strings come with the first page load; a client-side move into another area (sign-in
 * to the dashboard) fetches that area's strings while Next fetches the page, since the page's
 * server data does not pass through the app's getInitialProps.
 */
export function PreloadPageStrings() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const load = (url: string) => {
      loadLocale(i18n.language as Language, namespacesOf(new URL(url, window.location.href).pathname)).catch(() => undefined);
    };
    Router.events.on('routeChangeStart', load);
    return () => Router.events.off('routeChangeStart', load);
  }, [i18n]);
  return null;
}
