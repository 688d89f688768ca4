import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, loadBundle, NAMESPACES, type Language, type LocaleBundle, type Namespace } from '../locales';

/** The strings a page needs, by area, in its visitor's language; they travel with the page's props. */
export type LocaleBundles = Partial<Record<Namespace, LocaleBundle>>;

/**
 * The instance for code outside React in the browser (the HTTP client's toasts), which the app
 * keeps in the page's language. Renders never change its language: on the server it is shared by
 * everyone. Its store holds the loaded strings, keyed by language and area, the same for every
 * visitor; the per-render instances share it. Keys are dotted inside a namespace
 * ('auth:login.title'), so the dot is not a nesting separator.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: NAMESPACES,
  defaultNS: 'common',
  keySeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
  // An area's strings can land a moment after its page (see PreloadPageStrings); the page then redraws.
  react: { bindI18nStore: 'added' },
});

/** Every page shows the shared strings and the sign-in fields; each signed-in area adds its own. */
export function namespacesOf(pathname: string): Namespace[] {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return ['common', 'auth', 'admin'];
  if (pathname.startsWith('/p/')) return ['common', 'auth', 'user'];
  return ['common', 'auth'];
}

/** Bundles already in the store: the loaders and pageStrings give the same object again, which needs no second merge. */
const storedBundles = new WeakSet<LocaleBundle>();

/**
 * Merges the strings into the store: in the browser a page's first render may bring only part of an
 * area (lib/page-strings.ts) and the whole of it arrive later, so a namespace already there is
 * extended.
 */
function addBundles(language: Language, bundles: LocaleBundles): void {
  for (const [namespace, bundle] of Object.entries(bundles)) {
    if (storedBundles.has(bundle)) continue;
    i18n.addResourceBundle(language, namespace, bundle, true, true);
    storedBundles.add(bundle);
  }
}

/** Loads the areas' strings in one language into the shared store, whole, and returns them (lib/page-strings.ts picks what a page's HTML carries). */
export async function loadLocale(language: Language, namespaces: readonly Namespace[]): Promise<LocaleBundles> {
  const loaded = await Promise.all(namespaces.map(async (namespace) => [namespace, await loadBundle(language, namespace)] as const));
  const bundles: LocaleBundles = Object.fromEntries(loaded);
  addBundles(language, bundles);
  return bundles;
}

/**
 * On the server, one instance per language for every render in it: nothing changes a server
 * instance's language (the app switches languages in effects, which run only in the browser) and
 * the strings are the shared store's, so what an instance says depends on its language alone.
 * Building one per request cost more than the rest of a bare page's i18n.
 */
const serverInstances = new Map<Language, I18n>();

/** i18next's fixed translate function as this file calls it (its own typing checks keys, which a pass-through cannot). */
type PlainFixedT = ((key: unknown, ...rest: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

const isPlainOptions = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** i18next's plural rules for a language, as its plural resolver makes them. */
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** A text split around its placeholders (text, a value's name, text, …, text) and the names in it. */
interface Pieces {
  parts: string[];
  names: Set<string>;
}

/**
 * A text's pieces; null for a text in which i18next does more than put the values in: a nested
 * `$t(…)`, a format (`{{x, number}}`) or an unescaped value (`{{- x}}`). The app's texts have none.
 */
function piecesOf(text: string): Pieces | null {
  if (text.includes('$t(')) return null;
  const parts = text.split(/\{\{(.+?)\}\}/);
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index]!.trim();
    if (!/^\w+$/.test(name)) return null;
    parts[index] = name;
  }
  return { parts, names: new Set(parts.filter((_, index) => index % 2 === 1)) };
}

/**
 * i18next's translate function spreads the instance's options (some sixty fields) into a new object on
 * every call and then runs the interpolator's patterns over the string: ~10 µs, and an admin page's
 * render makes hundreds of calls. On the server a call with a key alone (no count, no values) always
 * gives the same text in one language, so each found text is kept per instance, the same for every
 * visitor. A call with values finds its text as i18next would (the key's area, its plural form for a
 * numeric `count`, then the fallback language) and puts the values in: the text's pieces are kept per
 * key and plural form, never the values. Any other call goes to i18next as it is: a key prefix, an
 * option that is not one of the text's values, a value that is neither text nor a number, or a text
 * i18next does more with. A key not found yet is not kept: its area's strings may still arrive.
 */
function rememberingPlainTranslations(instance: I18n): void {
  const texts = new Map<string, string>();
  const piecesByForm = new Map<string, Pieces | null>();
  const libraryFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => PlainFixedT;
  const libraryT = instance.t.bind(instance) as unknown as PlainFixedT;
  /** The text i18next would choose for this key, or undefined where the call is to go its way. */
  const textFor = (key: string, namespaces: readonly string[], languages: readonly string[], count: unknown): string | undefined => {
    const separatorAt = key.indexOf(':');
    const area = separatorAt > 0 ? key.slice(0, separatorAt) : undefined;
    if (area !== undefined && !(NAMESPACES as readonly string[]).includes(area)) return undefined;
    const bareKey = area === undefined ? key : key.slice(separatorAt + 1);
    const isCounted = count !== undefined && typeof count !== 'string';
    if (isCounted && typeof count !== 'number') return undefined;
    for (const namespace of area === undefined ? namespaces : [area]) {
      for (const code of languages) {
        if (isCounted) {
          if (count === 0 && instance.getResource(code, namespace, `${bareKey}_zero`) !== undefined) return undefined;
          const counted: unknown = instance.getResource(code, namespace, `${bareKey}_${pluralCategory(code, count)}`);
          if (typeof counted === 'string') return counted;
        }
        const text: unknown = instance.getResource(code, namespace, bareKey);
        if (typeof text === 'string') return text;
      }
    }
    return undefined;
  };
  // One fixed function per language, area and key prefix: every component's useTranslation asks for one.
  const fixedByScope = new Map<string, PlainFixedT>();
  instance.getFixedT = ((...args: unknown[]) => {
    if (args.some((arg) => typeof arg === 'function')) return libraryFixedT(...args);
    const scope = `${args.map(String).join('\u0000')}\u0000`;
    const kept = fixedByScope.get(scope);
    if (kept) return kept;
    const translate = libraryFixedT(...args);
    const language = String(translate.lng ?? instance.language);
    // The languages i18next looks in, the visitor's and then the one every text has.
    const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
    const namespaces = ([] as unknown[]).concat(translate.ns ?? instance.options.defaultNS ?? []).map(String);
    // What i18next's fixed function does with a key and an options object, less its first step: it
    // spreads the instance's options (some sixty fields) into an object that only a key or key
    // prefix given as a selector function reads. A key prefix still goes the library's way.
    const libraryWithValues = (key: string, options: Record<string, unknown>) => {
      const fixed = { ...options };
      fixed.lng = fixed.lng || translate.lng;
      fixed.lngs = fixed.lngs || translate.lngs;
      fixed.ns = fixed.ns || translate.ns;
      if (fixed.keyPrefix !== '') fixed.keyPrefix = fixed.keyPrefix || translate.keyPrefix;
      return fixed.keyPrefix ? translate(key, options) : libraryT(key, fixed);
    };
    const translateWithValues = (key: string, options: Record<string, unknown>) => {
      if (translate.keyPrefix) return libraryWithValues(key, options);
      const { count } = options;
      // A numeric count picks the text's plural form in each language looked in.
      const forms = typeof count === 'number' ? languages.map((code) => pluralCategory(code, count)).join('/') : '';
      const form = `${scope}${key}\u0000${forms}`;
      let pieces = piecesByForm.get(form);
      if (pieces === undefined) {
        const text = textFor(key, namespaces, languages, count);
        if (text === undefined) return libraryWithValues(key, options);
        pieces = piecesOf(text);
        piecesByForm.set(form, pieces);
      }
      if (!pieces) return libraryWithValues(key, options);
      const { parts, names } = pieces;
      for (const name in options) if (name !== 'count' && !names.has(name)) return libraryWithValues(key, options);
      let filled = parts[0]!;
      for (let index = 1; index < parts.length; index += 2) {
        const value = options[parts[index]!];
        if (typeof value !== 'string' && typeof value !== 'number') return libraryWithValues(key, options);
        filled += String(value) + parts[index + 1]!;
      }
      return filled;
    };
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (typeof key === 'string' && rest.length === 1 && isPlainOptions(rest[0])) return translateWithValues(key, rest[0]);
      if (typeof key !== 'string' || rest.length > 0) return translate(key, ...rest);
      let text = texts.get(scope + key);
      if (text === undefined) {
        const translated = translate(key);
        if (typeof translated !== 'string') return translated;
        text = translated;
        if (text !== key && !text.endsWith(`:${key}`)) texts.set(scope + key, text);
      }
      return text;
    };
    const fixed = Object.assign(remembering, { lng: translate.lng, lngs: translate.lngs, ns: translate.ns, keyPrefix: translate.keyPrefix });
    fixedByScope.set(scope, fixed);
    return fixed;
  }) as unknown as I18n['getFixedT'];
}

/**
 * The instance for one render of the app, in the visitor's language, with the strings the page
 * brought (in the browser, the first render has nothing else). In the browser it is the app's own,
 * whose language follows the visitor's settings.
 */
export function i18nFor(language: Language, bundles: LocaleBundles): I18n {
  addBundles(language, bundles);
  if (typeof window !== 'undefined') return i18n.cloneInstance({ lng: language });
  let instance = serverInstances.get(language);
  if (!instance) {
    // Every useTranslation of a fresh mount (all of them, in a server render) copies the own
    // properties of the instance it is given, and i18next binds its ~35 methods as own properties:
    // ~50 µs per call. An object that inherits them all from the instance has almost none to copy.
    instance = Object.create(i18n.cloneInstance({ lng: language })) as I18n;
    rememberingPlainTranslations(instance);
    serverInstances.set(language, instance);
  }
  return instance;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'fa' ? 'rtl' : 'ltr';
}
