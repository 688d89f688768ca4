/** The smallest top-up and the largest amount one request may carry, in Rials: the API's rialsAmount and the forms that send it. */
export const MIN_RIALS_AMOUNT = 10_000;
export const MAX_RIALS_AMOUNT = 1_000_000_000;
