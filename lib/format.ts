import type { Language } from '../locales';
import { localizeDigits, toPersianDigits } from './digits';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;
const TEHRAN = 'Asia/Tehran';
const RIAL = 'ریال';

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

/** A number as it reads on screen: grouped, in Persian digits. */
export function formatPersianNumber(n: number, options: { signAfter?: boolean } = {}): string {
  return toPersianDigits(formatNumber(n, options));
}

/** A number as it reads on screen in the page's language: grouped, in that language's digits. */
export function formatLocalNumber(n: number, language: Language, options: { signAfter?: boolean } = {}): string {
  return localizeDigits(formatNumber(n, options), language);
}

/** Money is integer Rials everywhere; this is how it reads on screen. */
export function formatRials(n: number): string {
  return `${formatPersianNumber(n)} ${RIAL}`;
}

const jalaliDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const tehranTime = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TEHRAN,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const jalaliDateLatin = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Jalali date in Tehran with Persian digits (`۱۴۰۵/۰۹/۰۱`), optionally followed by the time (`۱۵:۳۵`). */
export function formatJalaliDate(ms: number | Date, options: { withTime?: boolean } = {}): string {
  const date = jalaliDate.format(ms);
  // Joined by hand: the separator ICU puts between date and time differs between versions.
  return options.withTime ? `${date} ${tehranTime.format(ms)}` : date;
}

const gregorianDate = new Intl.DateTimeFormat('en-GB', { timeZone: TEHRAN, day: 'numeric', month: 'short', year: 'numeric' });
const tehranTimeLatin = new Intl.DateTimeFormat('en-GB', { timeZone: TEHRAN, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The date in the page's language: Jalali in Persian digits, or Gregorian (`22 Nov 2026`) in English; Tehran time either way. */
export function formatLocalDate(ms: number | Date, language: Language, options: { withTime?: boolean } = {}): string {
  if (language === 'fa') return formatJalaliDate(ms, options);
  const date = gregorianDate.format(ms);
  return options.withTime ? `${date} ${tehranTimeLatin.format(ms)}` : date;
}

/** The Jalali day in Tehran as ASCII `YYYY-MM-DD`, which sorts and works as a chart key. */
export function jalaliDayKey(ms: number | Date): string {
  const parts = jalaliDateLatin.formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
