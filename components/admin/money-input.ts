import { normalizeDigits } from '../../shared/digits';

/**
 * What a person typed in a money field (Persian, Arabic or Latin digits, thousands separators, a sign
 * where `signed`) as integer Rials through `toRials`; undefined when it is not such an amount.
 */
export function parseMoney(text: string, toRials: (amount: number) => number, { signed = false } = {}): number | undefined {
  const plain = normalizeDigits(text).replace(/[\s,٬_]/g, '').replace(/٫/g, '.').replace(/^−/, '-');
  if (!(signed ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/).test(plain)) return undefined;
  const rials = toRials(Number(plain));
  return Number.isSafeInteger(rials) && Math.abs(rials) <= 1_000_000_000_000 ? rials : undefined;
}
