import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nFor, loadLocale } from '../../lib/i18n';
import { LANGUAGES, NAMESPACES } from '../../locales';

describe('translations for one render', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("speak the visitor's language without changing anyone else's", async () => {
    const english = i18nFor('en', await loadLocale('en', ['common']));
    const persian = i18nFor('fa', await loadLocale('fa', ['common']));
    expect(english.t('app.name')).toBe('Portal');
    expect(persian.t('app.name')).toBe('پرتال');
    expect(i18n.language).toBe('fa');
  });

  it('on the server, renders in one language share one instance and each language keeps its own', async () => {
    vi.stubGlobal('window', undefined);
    const english = i18nFor('en', await loadLocale('en', ['common']));
    const persian = i18nFor('fa', await loadLocale('fa', ['common']));
    expect(i18nFor('en', {})).toBe(english);
    expect(i18nFor('fa', {})).toBe(persian);
    expect(english.t('app.name')).toBe('Portal');
    expect(persian.t('app.name')).toBe('پرتال');
  });

  it('on the server, a text asked for again is the same, one with values is filled each time, and an area loaded later is found', async () => {
    vi.stubGlobal('window', undefined);
    const persian = i18nFor('fa', await loadLocale('fa', ['common']));
    const t = persian.getFixedT(null, 'common');
    expect(t('app.name')).toBe('پرتال');
    expect(t('app.name')).toBe('پرتال');
    expect(t('videos.downloadOf', { title: 'جلسه اول' })).toBe('دانلود «جلسه اول»');
    expect(t('videos.downloadOf', { title: 'جلسه دوم' })).toBe('دانلود «جلسه دوم»');

    expect(t('test.arrivesLater')).toBe('test.arrivesLater');
    i18n.addResource('fa', 'common', 'test.arrivesLater', 'رسید');
    expect(t('test.arrivesLater')).toBe('رسید');
  });
  it("on the server, a text with values, counts, a default, a prefix or another area reads as i18next's own", async () => {
    vi.stubGlobal('window', undefined);
    for (const language of ['fa', 'en'] as const) {
      const bundles = await loadLocale(language, ['common', 'admin']);
      const server = i18nFor(language, bundles);
      const library = i18next.createInstance();
      await library.init({
        resources: { [language]: bundles },
        lng: language,
        ns: ['common', 'admin'],
        defaultNS: 'common',
        keySeparator: false,
        interpolation: { escapeValue: false },
        showSupportNotice: false,
      });
      const calls: [Parameters<typeof library.getFixedT>, string, Record<string, unknown>][] = [
        [[language, 'admin'], 'list.total', { count: 1, total: '1' }],
        [[language, 'admin'], 'list.total', { count: 1200, total: '1,200' }],
        [[language, 'admin'], 'list.page', { page: '7' }],
        [[language, 'admin'], 'list.perPage', { count: '50' }],
        [[language, 'admin'], 'missing.key', { defaultValue: 'fallback {{x}}', x: 'y' }],
        [[language, 'admin'], 'app.name', { ns: 'common' }],
        [[language, 'admin'], 'total', { keyPrefix: 'list', count: 2, total: '2' }],
        [[language, 'admin', 'list'], 'page', { page: '3' }],
        [[null, 'common'], 'videos.downloadOf', { title: 'x' }],
      ];
      for (const [fixedArgs, key, options] of calls) {
        const expected = library.getFixedT(...fixedArgs)(key, { ...options });
        expect(server.getFixedT(...fixedArgs)(key, { ...options }), `${language} ${key}`).toBe(expected);
      }
    }
  });

  it("on the server, every text of every area with values, counted or not, reads as i18next's own in both languages", async () => {
    vi.stubGlobal('window', undefined);
    const library = i18next.createInstance();
    await library.init({
      resources: {},
      lng: 'fa',
      fallbackLng: 'fa',
      ns: NAMESPACES,
      defaultNS: 'common',
      keySeparator: false,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    for (const language of LANGUAGES) {
      const bundles = await loadLocale(language, NAMESPACES);
      for (const [namespace, bundle] of Object.entries(bundles)) library.addResourceBundle(language, namespace, bundle);
    }
    let compared = 0;
    for (const language of LANGUAGES) {
      const server = i18nFor(language, await loadLocale(language, NAMESPACES));
      for (const namespace of NAMESPACES) {
        const bundle = await loadLocale('fa', [namespace]);
        for (const [key, text] of Object.entries(bundle[namespace]!)) {
          const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
          if (names.length === 0) continue;
          const values = Object.fromEntries(names.map((name, index) => [name, index % 2 ? 1234 : `«${name}»`]));
          for (const count of [undefined, 0, 1, 2, 21, '۳']) {
            const options = count === undefined ? values : { ...values, count };
            for (const [fixedArgs, asked] of [
              [[language, namespace], key],
              [[null, namespace], key],
              [[language, namespace === 'common' ? 'admin' : 'common'], `${namespace}:${key}`],
            ] as const) {
              const expected = library.getFixedT(fixedArgs[0] ?? language, fixedArgs[1])(asked, { ...options });
              // Twice: the first call finds the text, the second uses what the first kept.
              for (let call = 0; call < 2; call += 1) {
                expect(server.getFixedT(...fixedArgs)(asked, { ...options }), `${language} ${asked} ${String(count)}`).toBe(expected);
              }
              compared += 1;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});
