// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { SimplePager } from '../../components/user/simple-pager';
import { i18nFor } from '../../lib/i18n';
import type { Language } from '../../locales';

const renderPager = (language: Language, page: number, pageCount: number) =>
  render(
    <I18nextProvider i18n={i18nFor(language, {})}>
      <SimplePager page={page} pageCount={pageCount} label="pages" onPage={vi.fn()} />
    </I18nextProvider>,
  );

describe('the user area’s short pager', () => {
  it('groups a page count of thousands in threes in English', () => {
    renderPager('en', 1200, 1500);
    expect(screen.getByText('Page 1,200 of 1,500')).toBeTruthy();
  });

  it('shows the page in Persian digits, grouped like every other Persian number', () => {
    renderPager('fa', 2, 1500);
    expect(screen.getByText('صفحه ۲ از ۱,۵۰۰')).toBeTruthy();
  });
});
