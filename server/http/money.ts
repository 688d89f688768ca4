import { z } from 'zod';

// Shared with the browser: imports only zod.

/** The smallest top-up and the largest amount one request may carry, in Rials. */
export const MIN_RIALS_AMOUNT = 10_000;
export const MAX_RIALS_AMOUNT = 1_000_000_000;

/**
 * An amount of money as the API takes it: a JSON number of whole Rials between the bounds. A string
 * ("1e3"), a fraction, zero, a negative or a huge number is a 422 naming the rule it broke.
 */
export const rialsAmount = z
  .number({ error: 'AMOUNT_INVALID' })
  .int({ error: 'AMOUNT_INVALID' })
  .min(MIN_RIALS_AMOUNT, { error: 'AMOUNT_TOO_SMALL' })
  .max(MAX_RIALS_AMOUNT, { error: 'AMOUNT_TOO_LARGE' });
