import Router from 'next/router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLocale, namespacesOf } from '../../lib/i18n';
import type { Language } from '../../locales';

/**
 * A page's strings come with the first page load (of the admin, user and sign-in areas, only its
 * screen's part); a client-side move fetches the next page's areas whole (sign-in to the dashboard, or
 * one panel or user screen to another) while Next fetches the page, since the page's server data does not
 * pass through the app's getInitialProps.
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
