import { normalizeDigits } from './digits';

const IRAN_MOBILE = /^09\d{9}$/;

/**
 * Brings an Iranian mobile number typed in any digits and with a +98/0098/98 prefix, spaces or
 * dashes to the canonical 09xxxxxxxxx form. Returns null when it is not a mobile number.
 */
export function normalizeMobile(input: string): string | null {
  let mobile = normalizeDigits(input).replace(/[\s\-()]/g, '');
  if (mobile.startsWith('+98')) mobile = '0' + mobile.slice(3);
  else if (mobile.startsWith('0098')) mobile = '0' + mobile.slice(4);
  else if (mobile.startsWith('98') && mobile.length === 12) mobile = '0' + mobile.slice(2);
  else if (mobile.startsWith('9') && mobile.length === 10) mobile = '0' + mobile;
  return IRAN_MOBILE.test(mobile) ? mobile : null;
}
