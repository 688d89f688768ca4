import { z } from 'zod';
import { MAX_RIALS_AMOUNT, MIN_RIALS_AMOUNT } from '../../shared/money';

// Amounts travel as JSON numbers of whole Rials. One schema per kind of money field, so `0`, `-1`,
// `1.5`, `1e20` and the string `"1e3"` are the same Persian 422 on every route.
// (Merged from the payments and users branches: the top-up bounds of the one, the signed amount and
// the limit of the other.)

export { MAX_RIALS_AMOUNT, MIN_RIALS_AMOUNT };

/**
 * An amount of money as the API takes it: a JSON number of whole Rials between the bounds. A string
 * ("1e3"), a fraction, zero, a negative or a huge number is a 422 naming the rule it broke.
 */
export const rialsAmount = z
  .number({ error: 'AMOUNT_INVALID' })
  .int({ error: 'AMOUNT_INVALID' })
  .min(MIN_RIALS_AMOUNT, { error: 'AMOUNT_TOO_SMALL' })
  .max(MAX_RIALS_AMOUNT, { error: 'AMOUNT_TOO_LARGE' });

/** The largest amount any call takes: 10^12 Rials, far above any real balance and far below 2^53. */
export const MAX_RIALS = 1_000_000_000_000;

const wholeRials = (code: 'AMOUNT_INVALID' | 'MIN_BALANCE_INVALID') =>
  z.number({ error: code }).int({ error: code }).min(-MAX_RIALS, { error: code }).max(MAX_RIALS, { error: code });

/** A signed, non-zero amount of Rials (a credit or a debit), at most MAX_RIALS either way. */
export const signedRialsAmount = wholeRials('AMOUNT_INVALID').refine((amount) => amount !== 0, { error: 'AMOUNT_INVALID' });

/** A limit in Rials that may be zero (a user's minimum balance), at most MAX_RIALS. */
export const rialsLimit = wholeRials('MIN_BALANCE_INVALID').nonnegative({ error: 'MIN_BALANCE_INVALID' });
