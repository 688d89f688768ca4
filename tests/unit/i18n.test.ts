import { describe, expect, it } from 'vitest';
import { i18n, i18nFor, loadLocale } from '../../lib/i18n';

describe('translations for one render', () => {
  it("speak the visitor's language without changing anyone else's", async () => {
    const english = i18nFor('en', await loadLocale('en', ['common']));
    const persian = i18nFor('fa', await loadLocale('fa', ['common']));
    expect(english.t('app.name')).toBe('Portal');
    expect(persian.t('app.name')).toBe('پرتال');
    expect(i18n.language).toBe('fa');
  });
});
