import { describe, expect, it } from 'vitest';
import { probedTrigrams } from '../../server/db/search-index';

describe('probedTrigrams', () => {
  // The counts of a mobile's tail at 1,000,000 payments: «000» is in every payment's authority, so as a
  // first probe it rejected none of the rarest trigram's rows and cost a lookup for each.
  const counted = [
    { trigram: '234', postings: 6_996 },
    { trigram: '123', postings: 11_970 },
    { trigram: '000', postings: 20_001 },
    { trigram: '001', postings: 20_001 },
    { trigram: '012', postings: 20_001 },
  ];

  it('probes the rarest of the chosen trigrams first, so a trigram nearly every row holds is looked up last', () => {
    expect(probedTrigrams('0001234', counted).map((chosen) => chosen.trigram)).toEqual(['234', '123', '000']);
  });

  it('chooses the probes that cover the most of the term the rarest does not', () => {
    const chosen = probedTrigrams('0001234', counted).map((probe) => probe.trigram);
    expect(new Set(chosen)).toEqual(new Set(['234', '000', '123']));
  });
});
