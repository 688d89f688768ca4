import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../shared/search-text';

describe('foldForSearch', () => {
  it('writes Arabic yeh and alef maksura as Persian yeh', () => {
    expect(foldForSearch('علي موسى')).toBe('علی موسی');
  });

  it('writes Arabic kaf as Persian keheh', () => {
    expect(foldForSearch('كريم')).toBe('کریم');
  });

  it('writes Persian and Arabic-Indic digits as ASCII digits', () => {
    expect(foldForSearch('۱۲ و ١٣')).toBe('12 و 13');
  });

  it('lower-cases Latin letters and collapses spaces', () => {
    expect(foldForSearch('  Ali   Reza ')).toBe('ali reza');
  });
});
