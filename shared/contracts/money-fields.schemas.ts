import { z } from 'zod';
import { MAX_RIALS, MAX_TOP_UP_RIALS, MIN_TOP_UP_RIALS } from '../money';

// Amounts travel as JSON numbers of whole Rials. One schema per kind of money field, so `0`, `-1`,
// `1.5`, `1e20` and the text `"1e3"` are the same Persian 422 on every route (no coercion from text).

/** An amount of money more than zero and at most MAX_RIALS (a gift). */
export const rialsAmount = z
  .number({ error: 'AMOUNT_INVALID' })
  .int({ error: 'AMOUNT_INVALID' })
  .positive({ error: 'AMOUNT_INVALID' })
  .max(MAX_RIALS, { error: 'AMOUNT_TOO_LARGE' });

/** A top-up: a whole number of Rials between the bounds the wallet shows. */
export const topUpAmount = z
  .number({ error: 'AMOUNT_INVALID' })
  .int({ error: 'AMOUNT_INVALID' })
  .min(MIN_TOP_UP_RIALS, { error: 'AMOUNT_TOO_SMALL' })
  .max(MAX_TOP_UP_RIALS, { error: 'AMOUNT_TOO_LARGE' });

/** A signed, non-zero amount of Rials (a credit or a debit, an admin's adjustment), at most MAX_RIALS either way. */
export const signedRialsAmount = z
  .number({ error: 'SIGNED_AMOUNT_INVALID' })
  .int({ error: 'SIGNED_AMOUNT_INVALID' })
  .min(-MAX_RIALS, { error: 'SIGNED_AMOUNT_INVALID' })
  .max(MAX_RIALS, { error: 'SIGNED_AMOUNT_INVALID' })
  .refine((amount) => amount !== 0, { error: 'SIGNED_AMOUNT_INVALID' });

/** A limit in Rials that may be zero (a user's minimum balance), at most MAX_RIALS. */
export const rialsLimit = z
  .number({ error: 'MIN_BALANCE_INVALID' })
  .int({ error: 'MIN_BALANCE_INVALID' })
  .min(0, { error: 'MIN_BALANCE_INVALID' })
  .max(MAX_RIALS, { error: 'MIN_BALANCE_INVALID' });
