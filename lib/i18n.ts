import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, resources, type Language } from '../locales';

/**
 * The instance for code outside React in the browser (the HTTP client's toasts), which the app
 * keeps in the page's language. Renders never change it: on the server it is shared by everyone.
 * Keys are dotted inside a namespace ('auth:login.title'), so the dot is not a nesting separator.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: ['common', 'auth', 'user', 'admin'],
  defaultNS: 'common',
  keySeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** An instance of its own for one render of the app, in the visitor's language; it shares the loaded resources. */
export function i18nFor(language: Language): I18n {
  return i18n.cloneInstance({ lng: language });
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'fa' ? 'rtl' : 'ltr';
}
