import { normalizeDigits } from './digits';

/** The largest amount any money call takes: 10^12 Rials, far above any real balance and far below 2^53. */
export const MAX_RIALS = 1_000_000_000_000;

/** The smallest and the largest top-up, in Rials: the top-up route's schema and the wallet form that sends it. */
export const MIN_TOP_UP_RIALS = 10_000;
export const MAX_TOP_UP_RIALS = 1_000_000_000;

/**
 * What a person typed in a money field (Persian, Arabic or Latin digits, thousands separators, a sign
 * where `signed`) as integer Rials through `toRials` (from the visitor's unit); undefined when it is
 * not such an amount or is beyond MAX_RIALS. The one parser of every money field.
 */
export function parseMoney(text: string, toRials: (amount: number) => number, { signed = false } = {}): number | undefined {
  const plain = normalizeDigits(text)
    .replace(/[\s,٬،_]/g, '')
    .replace(/٫/g, '.')
    .replace(/^−/, '-');
  if (!(signed ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/).test(plain)) return undefined;
  const rials = toRials(Number(plain));
  return Number.isSafeInteger(rials) && Math.abs(rials) <= MAX_RIALS ? rials : undefined;
}
