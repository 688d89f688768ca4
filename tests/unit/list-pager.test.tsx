// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from '../../components/list/pager';
import { i18nFor } from '../../lib/i18n';
import type { Language } from '../../locales';

function renderPager(
  page: number,
  total: number,
  onPage = vi.fn(),
  { language = 'fa', isTotalCapped = false }: { language?: Language; isTotalCapped?: boolean } = {},
) {
  render(
    <I18nextProvider i18n={i18nFor(language, {})}>
      <Pager page={page} pageSize={10} total={total} isTotalCapped={isTotalCapped} onPage={onPage} onPageSize={vi.fn()} />
    </I18nextProvider>,
  );
  return within(screen.getByRole('navigation', { name: language === 'fa' ? 'صفحه‌های فهرست' : 'List pages' }));
}

/** The pager's count of the list, as it reads. */
const shownTotal = (total: number, options: { language?: Language; isTotalCapped?: boolean }) => {
  const text = renderPager(1, total, vi.fn(), options).getByText(/\d|[۰-۹]/, { selector: 'span' }).textContent;
  cleanup();
  return text;
};

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

  it('counts the list in English with the noun agreeing with the count, and in Persian with Persian digits', () => {
    expect(shownTotal(1, { language: 'en' })).toBe('1 item');
    expect(shownTotal(2, { language: 'en' })).toBe('2 items');
    expect(shownTotal(0, { language: 'en' })).toBe('0 items');
    expect(shownTotal(1, { language: 'en', isTotalCapped: true })).toBe('More than 1 item');
    expect(shownTotal(1, { language: 'fa' })).toBe('۱ مورد');
    expect(shownTotal(25, { language: 'fa' })).toBe('۲۵ مورد');
  });

  it('groups a large count in threes, in English digits and in Persian ones', () => {
    expect(shownTotal(1000, { language: 'en', isTotalCapped: true })).toBe('More than 1,000 items');
    expect(shownTotal(12345, { language: 'en' })).toBe('12,345 items');
    expect(shownTotal(1000, { language: 'fa', isTotalCapped: true })).toBe('بیش از ۱,۰۰۰ مورد');
    expect(shownTotal(12345, { language: 'fa' })).toBe('۱۲,۳۴۵ مورد');
  });

  it('groups the page numbers of a list of thousands of pages', () => {
    const pager = renderPager(1, 123_450, vi.fn(), { language: 'en' });
    expect(shownPages(pager).at(-1)).toBe('12,345');
    expect(pager.getByRole('button', { name: 'Page 12,345' })).toBeTruthy();
  });
});
