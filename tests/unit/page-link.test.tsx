// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const router = vi.hoisted(() => ({ push: vi.fn(() => Promise.resolve(true)), prefetch: vi.fn((..._args: unknown[]) => Promise.resolve()) }));
vi.mock('next/router', () => ({ default: router }));

const { PageLink } = await import('../../components/ui/page-link');

function renderLink(props: Partial<Parameters<typeof PageLink>[0]> = {}) {
  render(
    <PageLink href="/admin/users" {...props}>
      کاربران
    </PageLink>,
  );
  return screen.getByRole('link', { name: 'کاربران' });
}

/**
 * Clicks the link; true when the app left the click to the browser (nothing prevented its default).
 * The browser's own navigation is then stopped, which jsdom does not implement.
 */
function isLeftToTheBrowser(link: HTMLElement, press: MouseEventInit = {}): boolean {
  let isLeft = false;
  const seeWhatTheAppDid = (event: Event) => {
    isLeft = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', seeWhatTheAppDid);
  fireEvent.click(link, press);
  document.removeEventListener('click', seeWhatTheAppDid);
  return isLeft;
}

afterEach(() => {
  cleanup();
  router.push.mockClear();
  router.prefetch.mockClear();
});

describe('a link to a page of the app', () => {
  it('is an ordinary link to the page, so it can be opened in a new tab or copied', () => {
    expect(renderLink().getAttribute('href')).toBe('/admin/users');
  });

  it('moves to the page in the app on a plain click, without the browser loading it again', () => {
    const onClick = vi.fn();
    const link = renderLink({ onClick });
    expect(isLeftToTheBrowser(link)).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/admin/users');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('leaves a click with a modifier, another button or a target to the browser', () => {
    for (const press of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(isLeftToTheBrowser(renderLink(), press)).toBe(true);
      cleanup();
    }
    expect(isLeftToTheBrowser(renderLink({ target: '_blank' }))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("fetches the page's code when a pointer, a touch or the focus reaches it, and not before", () => {
    const link = renderLink();
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    // At once, as next/link's own hover does (`priority`), not in the browser's idle time.
    const atOnce = ['/admin/users', '/admin/users', { priority: true }];
    expect(router.prefetch.mock.calls).toEqual([atOnce, atOnce, atOnce]);
  });
});
