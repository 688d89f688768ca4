import type { Language } from '../locales';
import { localizeDigits, toPersianDigits } from './digits';
import type { MoneyUnit } from './money-unit';
import { tehranDayStartOf } from './tehran-time';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;
const TEHRAN = 'Asia/Tehran';

/** Groups the integer digits in threes with commas; with `signAfter` the sign follows the number (`1,234+`). */
export function formatNumber(n: number, options: { signAfter?: boolean } = {}): string {
  if (!Number.isFinite(n)) return String(n);
  const [integer = '', fraction] = String(Math.abs(n)).split('.');
  const grouped = integer.replace(THOUSANDS, ',') + (fraction ? `.${fraction}` : '');
  if (n === 0) return grouped;
  const sign = n > 0 ? '+' : '-';
  if (options.signAfter) return grouped + sign;
  return n < 0 ? sign + grouped : grouped;
}

/** `HH:MM:SS`, zero-padded; hours keep counting past 99 rather than wrapping into days. */
export function formatSeconds(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [hours, minutes, seconds % 60].map((part) => String(part).padStart(2, '0')).join(':');
}

/** A number as it reads on screen in the page's language: grouped, in that language's digits. */
export function formatLocalNumber(n: number, language: Language, options: { signAfter?: boolean } = {}): string {
  return localizeDigits(formatNumber(n, options), language);
}

/**
 * How amounts read on screen; every amount is stored and sent as integer Rials, a Toman is ten.
 * Persian keeps one word after any number; English takes the singular for exactly one (`1 Toman`,
 * `0.5 Tomans`), and a label with no amount (`Amount (Tomans)`) the plural.
 */
const UNIT_NAMES: Record<Language, Record<MoneyUnit, { one: string; other: string }>> = {
  fa: { toman: { one: 'تومان', other: 'تومان' }, rial: { one: 'ریال', other: 'ریال' } },
  en: { toman: { one: 'Toman', other: 'Tomans' }, rial: { one: 'Rial', other: 'Rials' } },
};

/** The unit's name: beside `amount` (in that unit) in the form the amount needs, or for a label without one. */
export function moneyUnitName(unit: MoneyUnit, language: Language, amount?: number): string {
  const names = UNIT_NAMES[language][unit];
  return amount !== undefined && Math.abs(amount) === 1 ? names.one : names.other;
}

/** An amount of Rials in the chosen unit (a Toman is ten Rials, so a Toman amount may end in `.5`-like tenths). */
export function rialsIn(rials: number, unit: MoneyUnit): number {
  return unit === 'toman' ? rials / 10 : rials;
}

/** What a person typed in the chosen unit, as integer Rials (NaN when it is not a whole number of Rials). */
export function rialsFrom(amount: number, unit: MoneyUnit): number {
  const rials = unit === 'toman' ? Math.round(amount * 10 * 1e6) / 1e6 : amount;
  return Number.isInteger(rials) ? rials : Number.NaN;
}

/** An amount of integer Rials as it reads on screen: in the chosen unit, grouped, in the language's digits, with the unit's name. */
export function formatMoney(rials: number, language: Language, unit: MoneyUnit, options: { signAfter?: boolean } = {}): string {
  const amount = rialsIn(rials, unit);
  return `${formatLocalNumber(amount, language, options)} ${moneyUnitName(unit, language, amount)}`;
}

/**
 * A date formatter made at its first use, then kept: making the first costs milliseconds (ICU loads
 * the calendar and the time zone), and the pages that load this module as they start mostly show no
 * date or dates of one kind.
 */
function formatterOf(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat(locale, options));
}

const jalaliDate = formatterOf('fa-IR-u-ca-persian', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const tehranTime = formatterOf('fa-IR-u-ca-persian', {
  timeZone: TEHRAN,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const jalaliDateLatin = formatterOf('fa-IR-u-ca-persian-nu-latn', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Jalali date in Tehran with Persian digits (`۱۴۰۵/۰۹/۰۱`), optionally followed by the time (`۱۵:۳۵`). */
export function formatJalaliDate(ms: number | Date, options: { withTime?: boolean } = {}): string {
  const date = jalaliDate().format(ms);
  // Joined by hand: the separator ICU puts between date and time differs between versions.
  return options.withTime ? `${date} ${tehranTime().format(ms)}` : date;
}

const gregorianDate = formatterOf('en-GB', { timeZone: TEHRAN, day: 'numeric', month: 'short', year: 'numeric' });
const tehranTimeLatin = formatterOf('en-GB', { timeZone: TEHRAN, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The date in the page's language: Jalali in Persian digits, or Gregorian (`22 Nov 2026`) in English; Tehran time either way. */
export function formatLocalDate(ms: number | Date, language: Language, options: { withTime?: boolean } = {}): string {
  if (language === 'fa') return formatJalaliDate(ms, options);
  const date = gregorianDate().format(ms);
  return options.withTime ? `${date} ${tehranTimeLatin().format(ms)}` : date;
}

/** The Jalali day in Tehran as ASCII `YYYY-MM-DD`, which sorts and works as a chart key. */
export function jalaliDayKey(ms: number | Date): string {
  const parts = jalaliDateLatin().formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A list filter's day (the Gregorian `YYYY-MM-DD` of a whole Tehran day) as the Jalali date picker
 * writes it: `۱۴۰۵/۰۱/۰۱` in Persian, `1405/01/01` in English (the picker is Jalali in both). An
 * impossible day from a hand-edited URL (`2026-13-45`) reads as no day, `''`.
 */
export function formatPickerDay(day: string, language: Language): string {
  const start = tehranDayStartOf(day);
  return Number.isNaN(start) ? '' : localizeDigits(jalaliDayKey(start).replaceAll('-', '/'), language);
}

// Jalali → Gregorian through the Julian day number (the 33-year-cycle arithmetic Borkowski's
// algorithm uses): Intl formats into the Persian calendar but cannot parse out of it.
const JALALI_BREAKS = [-61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178];
const div = (a: number, b: number) => Math.trunc(a / b);
const mod = (a: number, b: number) => a - Math.trunc(a / b) * b;
const JULIAN_DAY_OF_EPOCH = 2440588;

function julianDayOfGregorian(year: number, month: number, day: number): number {
  const d = div((year + div(month - 8, 6) + 100100) * 1461, 4) + div(153 * mod(month + 9, 12) + 2, 5) + day - 34840408;
  return d - div(div(year + 100100 + div(month - 8, 6), 100) * 3, 4) + 752;
}

/** The day of March on which the Jalali year begins (Nowruz), with its Gregorian year. */
function nowruzOf(jalaliYear: number): { gregorianYear: number; marchDay: number } {
  const gregorianYear = jalaliYear + 621;
  let leapJ = -14;
  let previous = JALALI_BREAKS[0]!;
  let jump = 0;
  for (const next of JALALI_BREAKS.slice(1)) {
    jump = next - previous;
    if (jalaliYear < next) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    previous = next;
  }
  const n = jalaliYear - previous;
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const leapG = div(gregorianYear, 4) - div((div(gregorianYear, 100) + 1) * 3, 4) - 150;
  return { gregorianYear, marchDay: 20 + leapJ - leapG };
}

/** A Jalali `YYYY-MM-DD` day key as the UTC midnight of the same day in the Gregorian calendar. */
export function dateOfJalaliDayKey(key: string): Date {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  const { gregorianYear, marchDay } = nowruzOf(year);
  const julianDay = julianDayOfGregorian(gregorianYear, 3, marchDay) + (month - 1) * 31 - div(month, 7) * (month - 7) + day - 1;
  return new Date((julianDay - JULIAN_DAY_OF_EPOCH) * 86_400_000);
}

const gregorianDayMonth = formatterOf('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const gregorianDayMonthYear = formatterOf('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** A Jalali day key as a chart reads it: `۰۹/۰۱` (or `۱۴۰۵/۰۹/۰۱` with the year) in Persian, `22 Nov` (`22 Nov 2026`) in English. */
export function formatDayKey(key: string, language: Language, options: { withYear?: boolean } = {}): string {
  if (language === 'fa') return toPersianDigits((options.withYear ? key : key.slice(5)).replaceAll('-', '/'));
  return (options.withYear ? gregorianDayMonthYear : gregorianDayMonth)().format(dateOfJalaliDayKey(key));
}

const FILE_SIZE_UNITS: Record<Language, readonly string[]> = {
  fa: ['بایت', 'کیلوبایت', 'مگابایت', 'گیگابایت', 'ترابایت'],
  en: ['B', 'KB', 'MB', 'GB', 'TB'],
};

/** A file's size in the largest unit (steps of 1,024) it reaches, one decimal from KB up, in the language's digits: `۱٫۵ گیگابایت`, `1.5 GB`. */
export function formatFileSize(bytes: number, language: Language): string {
  const units = FILE_SIZE_UNITS[language];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const figure = unit === 0 ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  const localized = language === 'fa' ? toPersianDigits(figure).replace('.', '٫') : figure;
  return `${localized} ${units[unit]}`;
}
