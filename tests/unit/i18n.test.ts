import { describe, expect, it } from 'vitest';
import { i18n, i18nFor } from '../../lib/i18n';

describe('translations for one render', () => {
  it("speak the visitor's language without changing anyone else's", () => {
    const english = i18nFor('en');
    const persian = i18nFor('fa');
    expect(english.t('app.name')).toBe('Portal');
    expect(persian.t('app.name')).toBe('پرتال');
    expect(i18n.language).toBe('fa');
  });
});
