import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** The handlers PageLink sets are its own: its props come after the caller's (see the element below). */
type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onMouseEnter' | 'onTouchStart' | 'onFocus'> & { href: string };

/** A press that the browser should handle itself: another button, a modifier (new tab or window), or a target. */
const isForTheBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !!event.currentTarget.target;

/**
 * A link to a page of this app, moving client-side as next/link does, with the next page's code
 * fetched when a pointer or focus reaches the link, never as soon as it is in view: Next runs a
 * prefetched page's code, and a menu's other screens would otherwise run while the page a person
 * opened starts. next/link also costs more where every page draws links: it resolves each href
 * through URL and sets up watching its element, and an admin page's fourteen links (its menu and account) were ~4% of
 * its server render's CPU in a profile (6% less CPU a render without them, in paired runs); in the
 * browser, its watcher was ≈2 kB gzip of every page's first load.
 */
export function PageLink({ href, onClick, ...anchor }: PageLinkProps) {
  // At once, as next/link's hover does: fetched at low priority instead, a page whose code failed to
  // come left a click made meanwhile waiting, and with the server unreachable the panel never said so
  // (1 click in 10 in e2e/navigation's "with the server down a menu click stays in the panel").
  const prefetch = () => void Router.prefetch(href, href, { priority: true }).catch(() => undefined);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (isForTheBrowser(event)) return;
    event.preventDefault();
    void Router.push(href);
  };
  // The caller's attributes come last: written after them (`{...anchor, href, …}`), the props object
  // was a copy of the rest object in V8's slow mode, ~6 µs a link in React's server render against ~1.
  return <a href={href} onClick={follow} onMouseEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch} {...anchor} />;
}
