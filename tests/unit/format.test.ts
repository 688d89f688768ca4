import { describe, expect, it, vi } from 'vitest';
import {
  dateOfJalaliDayKey,
  formatDayKey,
  formatFileSize,
  formatJalaliDate,
  formatLocalDate,
  formatLocalNumber,
  formatMoney,
  formatNumber,
  formatPickerDay,
  formatSeconds,
  moneyUnitName,
  rialsFrom,
  jalaliDayKey,
} from '../../shared/format';
import { formatterFor } from '../../hooks/use-format';

// 1 Azar 1405 in Tehran (UTC+3:30): 2026-11-22 15:35 local.
const FIRST_OF_AZAR_1405 = Date.UTC(2026, 10, 22, 12, 5, 9);

describe('formatNumber', () => {
  it('groups digits in threes with commas', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('leaves numbers under a thousand ungrouped', () => {
    expect(formatNumber(999)).toBe('999');
  });

  it('puts the minus sign before a negative number by default', () => {
    expect(formatNumber(-1234)).toBe('-1,234');
  });

  it('keeps the fraction of a decimal number ungrouped', () => {
    expect(formatNumber(12345.678)).toBe('12,345.678');
  });

  it('puts a plus after a positive number when the sign goes after', () => {
    expect(formatNumber(1234, { signAfter: true })).toBe('1,234+');
  });

  it('puts a minus after a negative number when the sign goes after', () => {
    expect(formatNumber(-1234, { signAfter: true })).toBe('1,234-');
  });

  it('shows zero without a sign when the sign goes after', () => {
    expect(formatNumber(0, { signAfter: true })).toBe('0');
  });
});

describe('formatSeconds', () => {
  it('shows seconds as zero-padded HH:MM:SS', () => {
    expect(formatSeconds(3725)).toBe('01:02:05');
  });

  it('shows zero seconds as 00:00:00', () => {
    expect(formatSeconds(0)).toBe('00:00:00');
  });

  it('lets the hours go past 99', () => {
    expect(formatSeconds(100 * 3600 + 1)).toBe('100:00:01');
  });

  it('drops the fraction of a second', () => {
    expect(formatSeconds(59.9)).toBe('00:00:59');
  });

  it('shows a negative duration as 00:00:00', () => {
    expect(formatSeconds(-5)).toBe('00:00:00');
  });

  it('shows a missing duration as 00:00:00', () => {
    expect(formatSeconds(Number.NaN)).toBe('00:00:00');
  });
});

describe('formatMoney', () => {
  it('shows Rials grouped, in Persian digits, followed by Rial', () => {
    expect(formatMoney(1250000, 'fa', 'rial')).toBe('۱,۲۵۰,۰۰۰ ریال');
  });

  it('shows the same amount in Tomans, a tenth of the Rials', () => {
    expect(formatMoney(1250000, 'fa', 'toman')).toBe('۱۲۵,۰۰۰ تومان');
  });

  it('keeps a Rial that does not make a whole Toman', () => {
    expect(formatMoney(12345, 'fa', 'toman')).toBe('۱,۲۳۴.۵ تومان');
  });

  it('reads in Latin digits and English unit names in English', () => {
    expect(formatMoney(-50000, 'en', 'toman', { signAfter: true })).toBe('5,000- Tomans');
  });

  it('names one unit in the singular in English and every other amount in the plural', () => {
    expect(formatMoney(10, 'en', 'toman')).toBe('1 Toman');
    expect(formatMoney(1, 'en', 'rial')).toBe('1 Rial');
    expect(formatMoney(-10, 'en', 'toman', { signAfter: true })).toBe('1- Toman');
    expect(formatMoney(20, 'en', 'toman')).toBe('2 Tomans');
    expect(formatMoney(5, 'en', 'toman')).toBe('0.5 Tomans');
    expect(formatMoney(15, 'en', 'toman')).toBe('1.5 Tomans');
    expect(formatMoney(0, 'en', 'rial')).toBe('0 Rials');
  });

  it('keeps the one Persian unit word for every amount', () => {
    expect(formatMoney(10, 'fa', 'toman')).toBe('۱ تومان');
    expect(formatMoney(20, 'fa', 'toman')).toBe('۲ تومان');
  });
});

describe('moneyUnitName', () => {
  it('names the unit in the plural for a label, and by the amount beside a figure', () => {
    expect(moneyUnitName('toman', 'en')).toBe('Tomans');
    expect(moneyUnitName('toman', 'en', 1)).toBe('Toman');
    expect(moneyUnitName('rial', 'en', 1000)).toBe('Rials');
    expect(moneyUnitName('rial', 'fa', 1)).toBe('ریال');
  });

  it('gives a balance shown as a figure and a unit the unit its amount needs', () => {
    expect(formatterFor('en', 'toman').moneyUnitNameFor(10)).toBe('Toman');
    expect(formatterFor('en', 'toman').moneyUnitNameFor(100)).toBe('Tomans');
    expect(formatterFor('en', 'rial').moneyUnitNameFor(1)).toBe('Rial');
    expect(formatterFor('fa', 'toman').moneyUnitNameFor(10)).toBe('تومان');
  });
});

describe('rialsFrom', () => {
  it('turns typed Tomans into Rials', () => {
    expect(rialsFrom(1234.5, 'toman')).toBe(12345);
  });

  it('refuses a fraction of a Rial', () => {
    expect(rialsFrom(1.05, 'toman')).toBeNaN();
    expect(rialsFrom(1.5, 'rial')).toBeNaN();
  });
});

describe('formatJalaliDate', () => {
  it('shows the Jalali date in Tehran with Persian digits', () => {
    expect(formatJalaliDate(FIRST_OF_AZAR_1405)).toBe('۱۴۰۵/۰۹/۰۱');
  });

  it('accepts a Date as well as milliseconds', () => {
    expect(formatJalaliDate(new Date(FIRST_OF_AZAR_1405))).toBe('۱۴۰۵/۰۹/۰۱');
  });

  it('adds the Tehran time when asked to', () => {
    expect(formatJalaliDate(FIRST_OF_AZAR_1405, { withTime: true })).toBe('۱۴۰۵/۰۹/۰۱ ۱۵:۳۵');
  });

  it('uses the Tehran day even when it is still the previous day in UTC', () => {
    // 21:00 UTC on 21 November is 00:30 on 22 November in Tehran.
    expect(formatJalaliDate(Date.UTC(2026, 10, 21, 21, 0))).toBe('۱۴۰۵/۰۹/۰۱');
  });
});

describe('jalaliDayKey', () => {
  it('gives the Jalali day as an ASCII YYYY-MM-DD key', () => {
    expect(jalaliDayKey(FIRST_OF_AZAR_1405)).toBe('1405-09-01');
  });

  it('gives keys that sort in date order', () => {
    const days = [Date.UTC(2027, 0, 5), Date.UTC(2026, 2, 25), Date.UTC(2026, 11, 1)].map(jalaliDayKey);
    expect([...days].sort()).toEqual([days[1], days[2], days[0]]);
  });
});

describe('formatPickerDay', () => {
  it('writes a filter day as the Jalali picker does: Persian digits in Persian, Latin in English', () => {
    expect(formatPickerDay('2026-03-21', 'fa')).toBe('۱۴۰۵/۰۱/۰۱');
    expect(formatPickerDay('2026-11-22', 'en')).toBe('1405/09/01');
  });

  it('keeps the last day of a Jalali year in that year (the day starts at Tehran’s midnight, not UTC’s)', () => {
    expect(formatPickerDay('2026-03-20', 'en')).toBe('1404/12/29');
  });

  it('reads an impossible day from a hand-edited URL as no day', () => {
    expect(formatPickerDay('2026-13-45', 'fa')).toBe('');
  });
});

describe('formatLocalNumber', () => {
  it('groups a number in Persian digits for Persian', () => {
    expect(formatLocalNumber(-1234567, 'fa')).toBe('-۱,۲۳۴,۵۶۷');
  });

  it('groups a number in Latin digits for English', () => {
    expect(formatLocalNumber(1234567, 'en', { signAfter: true })).toBe('1,234,567+');
  });
});

describe('formatLocalDate', () => {
  it('gives the Jalali date in Persian digits for Persian', () => {
    expect(formatLocalDate(FIRST_OF_AZAR_1405, 'fa', { withTime: true })).toBe('۱۴۰۵/۰۹/۰۱ ۱۵:۳۵');
  });

  it('gives the Gregorian date in Latin digits for English', () => {
    expect(formatLocalDate(FIRST_OF_AZAR_1405, 'en')).toBe('22 Nov 2026');
  });

  it('adds the Tehran time in Latin digits for English', () => {
    expect(formatLocalDate(FIRST_OF_AZAR_1405, 'en', { withTime: true })).toBe('22 Nov 2026 15:35');
  });
});

describe('Jalali day keys in English', () => {
  it('a Jalali day key turns back into the Gregorian day it was made from, across years and leap years', () => {
    const start = Date.UTC(1990, 0, 1, 12);
    for (let day = 0; day < 365 * 40; day += 7) {
      const noonInTehran = new Date(start + day * 86_400_000);
      const back = dateOfJalaliDayKey(jalaliDayKey(noonInTehran));
      expect(back.toISOString().slice(0, 10)).toBe(noonInTehran.toISOString().slice(0, 10));
    }
  });

  it('a chart names Nowruz 1405 as 21 Mar in English and ۰۱/۰۱ in Persian', () => {
    expect(formatDayKey('1405-01-01', 'en')).toBe('21 Mar');
    expect(formatDayKey('1405-01-01', 'en', { withYear: true })).toBe('21 Mar 2026');
    expect(formatDayKey('1405-01-01', 'fa')).toBe('۰۱/۰۱');
    expect(formatDayKey('1405-09-01', 'fa', { withYear: true })).toBe('۱۴۰۵/۰۹/۰۱');
  });
});

describe('formatFileSize', () => {
  it('shows a size in the largest unit it reaches, with Persian digits and decimal sign in Persian', () => {
    expect(formatFileSize(1536 * 1024 * 1024, 'fa')).toBe('۱٫۵ گیگابایت');
    expect(formatFileSize(1536 * 1024 * 1024, 'en')).toBe('1.5 GB');
  });

  it('shows bytes whole and drops a zero decimal', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(2 * 1024 * 1024, 'fa')).toBe('۲ مگابایت');
  });
});

describe('the formatting module on a page’s start', () => {
  it('makes no date formatter until a date is shown, then only the one it shows with', async () => {
    const { DateTimeFormat } = Intl;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof DateTimeFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      vi.resetModules();
      const fresh = await import('../../shared/format');
      expect(made).toBe(0);
      fresh.formatLocalDate(FIRST_OF_AZAR_1405, 'fa');
      fresh.formatLocalDate(FIRST_OF_AZAR_1405, 'fa');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});
