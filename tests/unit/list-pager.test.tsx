import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from '../../components/list/pager';
import { i18nFor } from '../../lib/i18n';

function renderPager(page: number, total: number, onPage = vi.fn()) {
  render(
    <I18nextProvider i18n={i18nFor('fa', {})}>
      <Pager page={page} pageSize={10} total={total} onPage={onPage} onPageSize={vi.fn()} />
    </I18nextProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'صفحه‌های فهرست' }));
}

/** The page numbers shown, in order, with a gap as «…». */
const shownPages = (pager: ReturnType<typeof renderPager>) =>
  pager
    .getAllByRole('listitem', { hidden: true })
    .slice(1, -1)
    .map((item) => (item.getAttribute('aria-hidden') ? '…' : item.textContent));

describe('the list pager', () => {
  it('shows every page of a short list', () => {
    expect(shownPages(renderPager(1, 70))).toEqual(['۱', '۲', '۳', '۴', '۵', '۶', '۷']);
  });

  it('shows the first, the last and the current page with its neighbours of a long list, with a gap for each run left out', () => {
    expect(shownPages(renderPager(10, 200))).toEqual(['۱', '…', '۹', '۱۰', '۱۱', '…', '۲۰']);
  });

  it('shows a single left-out page instead of a gap that would hide only it', () => {
    expect(shownPages(renderPager(4, 200))).toEqual(['۱', '۲', '۳', '۴', '۵', '…', '۲۰']);
  });

  it('names the current page for screen readers and turns to the page clicked', () => {
    const onPage = vi.fn();
    const pager = renderPager(2, 45, onPage);
    expect(pager.getByRole('button', { name: 'صفحه ۲' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(pager.getByRole('button', { name: 'صفحه ۵' }));
    expect(onPage).toHaveBeenCalledWith(5);
  });

  it('offers no previous page on the first and no next page on the last', () => {
    const pager = renderPager(1, 10);
    expect(pager.getByRole('button', { name: 'صفحه قبل' })).toHaveProperty('disabled', true);
    expect(pager.getByRole('button', { name: 'صفحه بعد' })).toHaveProperty('disabled', true);
  });
});
