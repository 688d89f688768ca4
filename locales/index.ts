/** The strings of one area (a namespace) in one language: dotted key → text. */
export type LocaleBundle = Record<string, string>;

/**
 * Each language's areas load on their own, so a page brings only its visitor's language and the
 * areas it shows; none of them is in the shared JavaScript.
 */
const loaders = {
  fa: {
    common: () => import('./fa/common').then((module) => module.common),
    auth: () => import('./fa/auth').then((module) => module.auth),
    user: () => import('./fa/user').then((module) => module.user),
    admin: () => import('./fa/admin').then((module) => module.admin),
  },
  en: {
    common: () => import('./en/common').then((module) => module.common),
    auth: () => import('./en/auth').then((module) => module.auth),
    user: () => import('./en/user').then((module) => module.user),
    admin: () => import('./en/admin').then((module) => module.admin),
  },
} satisfies Record<string, Record<string, () => Promise<LocaleBundle>>>;

export type Language = keyof typeof loaders;
export type Namespace = keyof (typeof loaders)['fa'];
export const LANGUAGES = Object.keys(loaders) as Language[];
export const NAMESPACES = Object.keys(loaders.fa) as Namespace[];
export const DEFAULT_LANGUAGE: Language = 'fa';

export function loadBundle(language: Language, namespace: Namespace): Promise<LocaleBundle> {
  return loaders[language][namespace]();
}
