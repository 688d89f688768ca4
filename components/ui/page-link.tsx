import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/** A press that the browser should handle itself: another button, a modifier (new tab or window), or a target. */
const isForTheBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !!event.currentTarget.target;

/**
 * A link to a page of this app for the signed-out pages, moving client-side as next/link does, with
 * the next page's code fetched when a pointer or focus reaches the link. next/link also watches every
 * link's visibility to prefetch it in view, ≈2 kB gzip of every sign-in page's first load; a
 * signed-out visitor follows one of these links at most.
 */
export function PageLink({ href, onClick, ...anchor }: PageLinkProps) {
  const prefetch = () => void Router.prefetch(href).catch(() => undefined);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (isForTheBrowser(event)) return;
    event.preventDefault();
    void Router.push(href);
  };
  return <a {...anchor} href={href} onClick={follow} onMouseEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch} />;
}
