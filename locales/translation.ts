/**
 * One language's strings for an area, given the Persian ones: every Persian key, and for a text that
 * counts something (called with `count`), `key_one` where the language words one of a thing apart
 * ("1 item", "2 items"). i18next takes `key_one` when the language's plural rules call the count
 * "one" and `key` otherwise; Persian puts the noun after a number in the singular, so it has `key` alone.
 */
export type TranslationOf<Persian> = Record<keyof Persian, string> & Partial<Record<`${keyof Persian & string}_one`, string>>;
