import NProgress from 'nprogress';
import Router from 'next/router';
import { useEffect } from 'react';

/** The seed's loading bar: starts at 0.3 and finishes 200 ms after the route change ends. */
export const PROGRESS_MINIMUM = 0.3;
export const PROGRESS_STOP_DELAY_MS = 200;
/** nprogress's own template (and bar selector) gives the bar role="bar", which is no ARIA role; the bar is decoration. */
const PROGRESS_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';
const BAR_SELECTOR = '.bar';

export function RouteProgress() {
  useEffect(() => {
    NProgress.configure({ minimum: PROGRESS_MINIMUM, showSpinner: false, template: PROGRESS_TEMPLATE, barSelector: BAR_SELECTOR });
    let stopTimer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      clearTimeout(stopTimer);
      NProgress.start();
    };
    const stop = () => {
      clearTimeout(stopTimer);
      stopTimer = setTimeout(() => NProgress.done(), PROGRESS_STOP_DELAY_MS);
    };
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', stop);
    Router.events.on('routeChangeError', stop);
    return () => {
      clearTimeout(stopTimer);
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', stop);
      Router.events.off('routeChangeError', stop);
    };
  }, []);
  return null;
}
