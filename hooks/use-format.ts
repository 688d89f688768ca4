import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../locales';
import { localizeDigits } from '../shared/digits';
import { formatDayKey, formatLocalDate, formatLocalNumber } from '../shared/format';

/**
 * Digits, numbers and dates in the language of the page being rendered. The language comes from
 * react-i18next's context, so a server render for one visitor never formats in another's language.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const language: Language = (LANGUAGES as string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      language,
      digits: (value: string | number) => localizeDigits(value, language),
      number: (n: number, options?: { signAfter?: boolean }) => formatLocalNumber(n, language, options),
      date: (ms: number | Date, options?: { withTime?: boolean }) => formatLocalDate(ms, language, options),
      /** A Jalali `YYYY-MM-DD` key from the API (chart series), in the page's calendar. */
      dayKey: (key: string, options?: { withYear?: boolean }) => formatDayKey(key, language, options),
    }),
    [language],
  );
}
