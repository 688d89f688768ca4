import type NProgress from 'nprogress';
import Router from 'next/router';
import { useEffect } from 'react';
import { onFirstInteraction } from '../../lib/first-interaction';

/** The seed's loading bar: starts at 0.3 and finishes 200 ms after the route change ends. */
export const PROGRESS_MINIMUM = 0.3;
export const PROGRESS_STOP_DELAY_MS = 200;
/** nprogress's own template (and bar selector) gives the bar role="bar", which is no ARIA role; the bar is decoration. */
const PROGRESS_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';
const BAR_SELECTOR = '.bar';

let progressBar: Promise<typeof NProgress> | undefined;

/**
 * nprogress is not part of the first load: a route change starts with a click or a key (or a
 * redirect after one), so it arrives with the visitor's first interaction, or with the first route
 * change if that comes first. A failed download is tried again by the next change.
 */
function loadProgressBar(): Promise<typeof NProgress> {
  progressBar ??= import('nprogress').then(
    ({ default: bar }) => bar.configure({ minimum: PROGRESS_MINIMUM, showSpinner: false, template: PROGRESS_TEMPLATE, barSelector: BAR_SELECTOR }),
    (error: unknown) => {
      progressBar = undefined;
      throw error;
    },
  );
  return progressBar;
}

export function RouteProgress() {
  useEffect(() => {
    const stopWaiting = onFirstInteraction(() => void loadProgressBar().catch(() => undefined));
    let stopTimer: ReturnType<typeof setTimeout> | undefined;
    // Whether a route change is under way: a bar that loads after its change has ended does not start.
    let isChanging = false;
    const start = () => {
      clearTimeout(stopTimer);
      isChanging = true;
      loadProgressBar()
        .then((bar) => isChanging && bar.start())
        .catch(() => undefined);
    };
    const stop = () => {
      clearTimeout(stopTimer);
      stopTimer = setTimeout(() => {
        isChanging = false;
        loadProgressBar()
          .then((bar) => bar.done())
          .catch(() => undefined);
      }, PROGRESS_STOP_DELAY_MS);
    };
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', stop);
    Router.events.on('routeChangeError', stop);
    return () => {
      stopWaiting();
      clearTimeout(stopTimer);
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', stop);
      Router.events.off('routeChangeError', stop);
    };
  }, []);
  return null;
}
