import { useCallback, useSyncExternalStore } from 'react';

const loaded = new Set<string>();
const waiting = new Map<string, Set<() => void>>();

function linkOf(href: string): HTMLLinkElement | undefined {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.getAttribute('href') === href);
}

function isLoaded(href: string): boolean {
  if (loaded.has(href)) return true;
  if (!linkOf(href)?.sheet) return false;
  loaded.add(href);
  return true;
}

/**
 * Links the sheet and tells the listener once it has loaded (or failed). A link already on the page
 * without a sheet is either still loading or has failed, and a failure that fired before anyone
 * listened never fires again: so a fresh link to the same sheet goes right beside it (the same place
 * in the cascade) to ask again, and whichever answers first settles the wait.
 */
function whenLoaded(href: string, listener: () => void): () => void {
  if (isLoaded(href)) return () => {};
  let listeners = waiting.get(href);
  if (!listeners) {
    waiting.set(href, (listeners = new Set()));
    // A sheet that fails still lets the components show, unstyled, rather than never.
    const settle = () => {
      loaded.add(href);
      const settled = waiting.get(href);
      waiting.delete(href);
      settled?.forEach((notify) => notify());
    };
    const existing = linkOf(href);
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', settle, { once: true });
    link.addEventListener('error', settle, { once: true });
    if (existing) {
      existing.after(link);
      // The page's own link loaded after all: it serves the sheet, the second link is not needed.
      existing.addEventListener(
        'load',
        () => {
          link.remove();
          settle();
        },
        { once: true },
      );
      existing.addEventListener('error', settle, { once: true });
    } else {
      document.head.appendChild(link);
    }
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the stylesheet has loaded (or failed), linking it first unless a link to it has loaded already; at once without a sheet. */
export function stylesheetLoaded(href: string | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!href || isLoaded(href)) return resolve();
    whenLoaded(href, resolve);
  });
}

/**
 * Whether the stylesheet has loaded (or failed), linking it first unless a link to it has loaded already: components
 * that arrive after the first paint (a drawer, a dialog) wait for their CSS instead of flashing
 * unstyled. False on the server and while hydrating, unless there is no sheet to wait for: no page's
 * HTML links an area's sheet (styles/antd-stylesheets.ts), so what waits for one is never in the HTML.
 */
export function useStylesheet(href: string | undefined): boolean {
  const subscribe = useCallback((notify: () => void) => (href ? whenLoaded(href, notify) : () => {}), [href]);
  return useSyncExternalStore(
    subscribe,
    () => !href || isLoaded(href),
    () => !href,
  );
}
