import type { Context } from 'hono';
import { normalizeDigits } from '../../shared/digits';
import { englishMessages, englishPatterns } from './en';

export type Locale = 'fa' | 'en';

/**
 * The caller's language, read per request: English when the first tag of Accept-Language is English,
 * Persian otherwise. The panel sends exactly `fa` or `en`; browsers list their preference first.
 */
export function callerLocale(c: Context): Locale {
  const first = c.req.header('accept-language')?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return first === 'en' || first?.startsWith('en-') ? 'en' : 'fa';
}

const ANY_DIGITS = '([0-9\u06f0-\u06f9\u0660-\u0669]+)';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Built once from the constant catalogue; nothing in it depends on the caller.
const compiledPatterns = Object.entries(englishPatterns).map(([persian, english]) => ({
  matcher: new RegExp(`^${persian.split('{n}').map(escapeRegExp).join(ANY_DIGITS)}$`),
  english,
}));

/** The English of a Persian message or label, or undefined when the catalogue has none. */
export function englishFor(persian: string): string | undefined {
  const exact = englishMessages[persian];
  if (exact !== undefined) return exact;
  for (const { matcher, english } of compiledPatterns) {
    const match = matcher.exec(persian);
    if (match) return english(...match.slice(1).map((digits) => Number(normalizeDigits(digits))));
  }
  return undefined;
}

/** A message as the caller reads it. Text without an English entry (already English, or missed) stays as written. */
export function translate(message: string, locale: Locale): string {
  return locale === 'en' ? (englishFor(message) ?? message) : message;
}
