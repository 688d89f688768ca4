import { describe, expect, it } from 'vitest';
import { MAX_RIALS, parseMoney } from '../../shared/money';
import { rialsFrom } from '../../shared/format';

const inRials = (amount: number) => rialsFrom(amount, 'rial');
const inTomans = (amount: number) => rialsFrom(amount, 'toman');

describe('parseMoney', () => {
  it('reads Latin, Persian and Arabic digits alike', () => {
    expect(parseMoney('1000', inRials)).toBe(1000);
    expect(parseMoney('۱۰۰۰', inRials)).toBe(1000);
    expect(parseMoney('١٠٠٠', inRials)).toBe(1000);
  });

  it('takes thousands separators and spaces, Latin or Persian', () => {
    expect(parseMoney('1,000', inRials)).toBe(1000);
    expect(parseMoney('۱٬۰۰۰٬۰۰۰', inRials)).toBe(1_000_000);
    expect(parseMoney(' 12 500 ', inRials)).toBe(12_500);
  });

  it('turns an amount in tomans into Rials, a tenth of a toman included', () => {
    expect(parseMoney('1,500', inTomans)).toBe(15_000);
    expect(parseMoney('۱٫۵', inTomans)).toBe(15);
    expect(parseMoney('1.25', inTomans)).toBeUndefined();
  });

  it('takes a sign only where the field is signed', () => {
    expect(parseMoney('-5,000', inRials)).toBeUndefined();
    expect(parseMoney('-5,000', inRials, { signed: true })).toBe(-5000);
    expect(parseMoney('−۵۰۰', inRials, { signed: true })).toBe(-500);
  });

  it('refuses what is not an amount, and amounts beyond the largest', () => {
    for (const text of ['', 'abc', '1e3', '12a', '.5', '1..2']) expect(parseMoney(text, inRials)).toBeUndefined();
    expect(parseMoney(String(MAX_RIALS), inRials)).toBe(MAX_RIALS);
    expect(parseMoney(String(MAX_RIALS + 1), inRials)).toBeUndefined();
  });
});
