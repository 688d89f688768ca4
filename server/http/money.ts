import { z } from 'zod';

// Shared with the browser (through the schema files that import it): zod only.

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
