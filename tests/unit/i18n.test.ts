import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nFor, loadLocale } from '../../lib/i18n';

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
});
