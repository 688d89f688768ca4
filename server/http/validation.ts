import { z } from 'zod';
import { toPersianDigits } from '../../shared/digits';
import { translate, type Locale } from '../i18n/translate';

z.config(z.locales.fa());

// zod's English messages, handed to each English parse: the Persian global above is never switched per request.
const englishZodErrors = z.locales.en().localeError;

/** Parses in the caller's language: zod's own messages come in it, messages written in our schemas stay Persian. */
export function safeParseIn<T>(schema: z.ZodType<T>, value: unknown, locale: Locale) {
  return schema.safeParse(value, locale === 'en' ? { error: englishZodErrors } : undefined);
}

/**
 * Turns zod issues into the `errors: string[]` of a 422 answer in the caller's language, naming the
 * field when the message does not.
 */
export function validationErrors(error: z.ZodError, locale: Locale, labels: Record<string, string> = {}): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const label = labels[field] ?? field;
    // Messages written in our schemas already name their field (in Persian, before translation); zod's own do not.
    const isNamed = issue.code === 'custom' || !label || issue.message.includes(label);
    const message = locale === 'en' ? translate(issue.message, 'en') : toPersianDigits(issue.message);
    return isNamed ? message : `${translate(label, locale)}: ${message}`;
  });
}
