import { z } from 'zod';
import { MAX_RIALS_AMOUNT, MIN_RIALS_AMOUNT } from '../../shared/money';

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
