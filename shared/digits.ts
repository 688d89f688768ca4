import type { Language } from '../locales';

const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** Maps Persian (U+06F0–U+06F9) and Arabic-Indic (U+0660–U+0669) digits to ASCII digits. */
export function normalizeDigits(value: string): string {
  return value.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** Shows ASCII digits as Persian digits, for display only. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => String.fromCharCode(PERSIAN_ZERO + Number(digit)));
}

/** Digits as the page's language shows them: Persian digits in Persian, Latin in English. */
export function localizeDigits(value: string | number, language: Language): string {
  return language === 'fa' ? toPersianDigits(value) : String(value);
}
