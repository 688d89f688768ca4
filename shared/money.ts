/** The largest amount any money call takes: 10^12 Rials, far above any real balance and far below 2^53. */
export const MAX_RIALS = 1_000_000_000_000;

/** The smallest and the largest top-up, in Rials: the top-up route's schema and the wallet form that sends it. */
export const MIN_TOP_UP_RIALS = 10_000;
export const MAX_TOP_UP_RIALS = 1_000_000_000;
