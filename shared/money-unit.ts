// Apart from format.ts so that the settings cookie's reader, on every page, does not carry the
// formatters (and the Intl formatters they build when loaded) to pages that show no money or date.

/** The units a visitor may read amounts in; amounts are kept in Rials. */
export type MoneyUnit = 'toman' | 'rial';
export const MONEY_UNITS: readonly MoneyUnit[] = ['toman', 'rial'];
