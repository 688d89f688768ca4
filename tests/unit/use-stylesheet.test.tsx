// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stylesheetLoaded, useStylesheet } from '../../hooks/use-stylesheet';

/** The page's links to `href`, in document order. */
const linksTo = (href: string) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.getAttribute('href') === href);

/** A link to `href` already on the page, as the server's HTML or another component left it. */
function linkOnThePage(href: string): HTMLLinkElement {
  return document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
}

/** What the browser does when a request for a sheet ends (jsdom fetches nothing, so the test plays it). */
const finish = (link: HTMLLinkElement, outcome: 'load' | 'error') => act(() => void link.dispatchEvent(new Event(outcome)));

afterEach(() => {
  document.head.replaceChildren();
});

describe('waiting for a stylesheet', () => {
  it('links a sheet no link asks for and shows once it has loaded', () => {
    const { result } = renderHook(() => useStylesheet('/sheets/fresh.css'));
    expect(result.current).toBe(false);
    const [link] = linksTo('/sheets/fresh.css');
    finish(link!, 'load');
    expect(result.current).toBe(true);
  });

  it('shows, unstyled, when a link already on the page failed before anyone waited for it', () => {
    const failed = linkOnThePage('/sheets/failed-early.css');
    failed.dispatchEvent(new Event('error'));

    const { result } = renderHook(() => useStylesheet('/sheets/failed-early.css'));
    // The server is still down: every request for the sheet made after the first one fails too.
    for (const link of linksTo('/sheets/failed-early.css').filter((link) => link !== failed)) finish(link, 'error');
    expect(result.current).toBe(true);
  });

  it('resolves the promise too for a link that failed before anyone waited for it', async () => {
    const failed = linkOnThePage('/sheets/failed-early-promise.css');
    failed.dispatchEvent(new Event('error'));

    const settled = stylesheetLoaded('/sheets/failed-early-promise.css');
    for (const link of linksTo('/sheets/failed-early-promise.css').filter((link) => link !== failed)) finish(link, 'error');
    await expect(settled).resolves.toBeUndefined();
  });

  it('waits for a link on the page that is still loading, and leaves the page one link to the sheet once it has', () => {
    const loading = linkOnThePage('/sheets/still-loading.css');

    const { result } = renderHook(() => useStylesheet('/sheets/still-loading.css'));
    expect(result.current).toBe(false);
    finish(loading, 'load');
    expect(result.current).toBe(true);
    expect(linksTo('/sheets/still-loading.css')).toEqual([loading]);
  });
});
