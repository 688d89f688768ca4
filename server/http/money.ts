import { z } from 'zod';

// Amounts travel as JSON numbers of whole Rials. One schema for every money field, so `0`, `-1`, `1.5`,
// `1e20` and the string `"1e3"` are the same Persian 422 on every route (gifts, payments, adjustments).

/** The largest amount any call takes: 10^12 Rials, far above any real balance and far below 2^53. */
export const MAX_RIALS = 1_000_000_000_000;

const wholeRials = (code: 'AMOUNT_INVALID' | 'MIN_BALANCE_INVALID') =>
  z.number({ error: code }).int({ error: code }).min(-MAX_RIALS, { error: code }).max(MAX_RIALS, { error: code });

/** A positive amount of Rials, at most MAX_RIALS. */
export const rialsAmount = wholeRials('AMOUNT_INVALID').positive({ error: 'AMOUNT_INVALID' });

/** A signed, non-zero amount of Rials (a credit or a debit), at most MAX_RIALS either way. */
export const signedRialsAmount = wholeRials('AMOUNT_INVALID').refine((amount) => amount !== 0, { error: 'AMOUNT_INVALID' });

/** A limit in Rials that may be zero (a user's minimum balance), at most MAX_RIALS. */
export const rialsLimit = wholeRials('MIN_BALANCE_INVALID').nonnegative({ error: 'MIN_BALANCE_INVALID' });
