import { normalizeDigits } from './digits';

/**
 * The one form stored search text and typed search terms are both brought to, so a term typed on an
 * Arabic keyboard (ي, ك, Arabic-Indic digits) or in Persian digits finds the row whatever the row was
 * written with, and a plain LIKE on the stored column needs no function per row.
 */
export function foldForSearch(value: string): string {
  return normalizeDigits(value)
    .replace(/[\u064a\u0649]/g, '\u06cc')
    .replace(/\u0643/g, '\u06a9')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
