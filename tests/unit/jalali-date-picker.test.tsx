// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import faIR from 'antd/locale/fa_IR';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JalaliDatePicker, jalaliGenerateConfig, pickedOfDay } from '../../components/list/jalali-date-picker';

const browserZone = process.env.TZ;
const inPersian = (picker: ReactNode) => render(<ConfigProvider locale={faIR}>{picker}</ConfigProvider>);
// The range picker measures its inputs; jsdom has no layout to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('the Jalali date picker', () => {
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = browserZone;
  });

  it('shows a picked day with slashes, as every other date on the page (۱۴۰۵/۰۱/۰۱)', () => {
    inPersian(<JalaliDatePicker value={pickedOfDay('2026-03-21')} aria-label="روز" />);
    expect(screen.getByRole('textbox', { name: 'روز' })).toHaveProperty('value', '۱۴۰۵/۰۱/۰۱');
  });

  it('a range shows both days with slashes', () => {
    inPersian(<JalaliDatePicker.RangePicker value={[pickedOfDay('2026-03-21'), pickedOfDay('2026-03-25')]} />);
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['۱۴۰۵/۰۱/۰۱', '۱۴۰۵/۰۱/۰۵']);
  });

  it('"today" is Tehran’s day even when the browser’s clock is in another zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    // 01:30 on 1 Farvardin 1405 in Tehran, still the afternoon of 20 March in Los Angeles.
    vi.useFakeTimers({ now: Date.parse('2026-03-20T22:00:00Z'), toFake: ['Date'] });
    const today = jalaliGenerateConfig.getNow();
    expect([jalaliGenerateConfig.getYear(today), jalaliGenerateConfig.getMonth(today), jalaliGenerateConfig.getDate(today)]).toEqual([1405, 0, 1]);
  });
});
