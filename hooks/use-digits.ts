import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../locales';
import { localizeDigits } from '../shared/digits';

/** The language of the page being rendered, from react-i18next's context (so a server render never takes another visitor's). */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return (LANGUAGES as string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
}

/**
 * Digits in the page's language: all the sign-in forms need of `useFormat`, whose money and date
 * formatters (~1 kB gzip) they would otherwise load.
 */
export function useDigits(): (value: string | number) => string {
  const language = usePageLanguage();
  return useCallback((value: string | number) => localizeDigits(value, language), [language]);
}
