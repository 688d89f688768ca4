import { describe, expect, it } from 'vitest';
import { localizeDigits, normalizeDigits, toPersianDigits } from '../../shared/digits';
import { normalizeMobile } from '../../shared/mobile';

describe('normalizeDigits', () => {
  it('turns Persian digits into ASCII digits', () => {
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('turns Arabic-Indic digits into ASCII digits', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('leaves letters and ASCII digits as they are', () => {
    expect(normalizeDigits('کد 12 و ۳۴')).toBe('کد 12 و 34');
  });
});

describe('toPersianDigits', () => {
  it('shows a number with Persian digits', () => {
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
  });

  it('keeps separators between the digits', () => {
    expect(toPersianDigits('1,234')).toBe('۱,۲۳۴');
  });
});

describe('normalizeMobile', () => {
  it('accepts a mobile number in the canonical 09 form', () => {
    expect(normalizeMobile('09121234567')).toBe('09121234567');
  });

  it('accepts a mobile number with the +98 prefix', () => {
    expect(normalizeMobile('+989121234567')).toBe('09121234567');
  });

  it('accepts a mobile number with the 0098 prefix', () => {
    expect(normalizeMobile('00989121234567')).toBe('09121234567');
  });

  it('accepts a mobile number with the 98 prefix and no plus', () => {
    expect(normalizeMobile('989121234567')).toBe('09121234567');
  });

  it('accepts a mobile number without its leading zero', () => {
    expect(normalizeMobile('9121234567')).toBe('09121234567');
  });

  it('accepts a mobile number typed in Persian digits', () => {
    expect(normalizeMobile('۰۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
  });

  it('accepts a mobile number typed in Arabic-Indic digits', () => {
    expect(normalizeMobile('٠٩١٢١٢٣٤٥٦٧')).toBe('09121234567');
  });

  it('ignores spaces, dashes and brackets', () => {
    expect(normalizeMobile('(0912) 123-45 67')).toBe('09121234567');
  });

  it('rejects a landline number', () => {
    expect(normalizeMobile('02188776655')).toBeNull();
  });

  it('rejects a number that is too short', () => {
    expect(normalizeMobile('0912123456')).toBeNull();
  });

  it('rejects text that is not a number', () => {
    expect(normalizeMobile('not a phone')).toBeNull();
  });
});

describe('localizeDigits', () => {
  it('shows Persian digits in Persian', () => {
    expect(localizeDigits('0912***4567', 'fa')).toBe('۰۹۱۲***۴۵۶۷');
  });

  it('keeps Latin digits in English', () => {
    expect(localizeDigits(42, 'en')).toBe('42');
  });
});
