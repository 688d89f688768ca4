import { z } from 'zod';

// Shared with the browser (through the schema files that import it): zod only. One schema for every
// money field, so `0`, `-1`, `1.5`, `1e20` and the text `"1e3"` are the same Persian 422 on every route.

/** The largest amount one money call may move: a thousand billion Rials. */
export const MAX_RIALS = 1_000_000_000_000;

/**
 * An amount of money as it travels: a JSON number of whole Rials, more than zero and at most
 * MAX_RIALS. `0`, `-1`, `1.5`, `1e20` and the text `"1e3"` are refused (no coercion from text).
 */
export const rialsAmount = z
  .number({ error: 'AMOUNT_INVALID' })
  .int({ error: 'AMOUNT_INVALID' })
  .positive({ error: 'AMOUNT_INVALID' })
  .max(MAX_RIALS, { error: 'AMOUNT_TOO_LARGE' });

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
