import { isAssetError } from 'next/dist/client/route-loader';
import Router from 'next/router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFeedback } from '../../lib/feedback';

/** A full page load is only worth it when the server answers; otherwise the browser shows its own error page. */
async function loadIfReachable(url: string, onUnreachable: () => void): Promise<void> {
  try {
    await fetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
  } catch {
    onUnreachable();
    return;
  }
  window.location.assign(url);
}

/**
 * When a client-side navigation cannot fetch the next page's data or code, Next's router emits
 * routeChangeError and then loads the URL in full, which with the server down lands on the
 * browser's "site can't be reached" page. Throwing a cancellation from the listener stops the
 * router before that (it drops the change and its push resolves false); the page stays, says the
 * seed's network message, and loads the URL in full itself only if the server answers (a new
 * deployment, a page of another app). Mount after RouteProgress: listeners run in order and the
 * throw skips the ones after it.
 */
export function StayOnFailedNavigation() {
  const { t } = useTranslation();
  useEffect(() => {
    const onError = (error: Error, url: string) => {
      if (!isAssetError(error)) return;
      void loadIfReachable(url, () => toastFeedback.toast('error', t('errors.network')));
      throw Object.assign(new Error(`navigation to ${url} held back until the server answers`), { cancelled: true });
    };
    Router.events.on('routeChangeError', onError);
    return () => Router.events.off('routeChangeError', onError);
  }, [t]);
  return null;
}
