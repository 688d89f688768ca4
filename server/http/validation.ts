import { z } from 'zod';
import { toPersianDigits } from '../../shared/digits';
import { AppError } from '../errors';
import { isMessageCode, messageIn, type Locale, type MessageCode } from '../i18n/messages';

z.config(z.locales.fa());

// zod's English messages, handed to each English parse: the Persian global above is never switched per request.
const englishZodErrors = z.locales.en().localeError;

/** Parses in the caller's language: zod's own messages come in it; our schemas name catalogue codes instead. */
export function safeParseIn<T>(schema: z.ZodType<T>, value: unknown, locale: Locale) {
  return schema.safeParse(value, locale === 'en' ? { error: englishZodErrors } : undefined);
}

/** The numbers a size refusal gives its message (`{min}`, `{max}`). */
function paramsOf(issue: z.core.$ZodIssue): Record<string, number> {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return {};
}

/**
 * Turns zod issues into the `errors: string[]` of a 422 answer in the caller's language. A schema's
 * own message is a catalogue code and names its field; zod's own messages do not, so the field's
 * label (from `labels`, or its name) goes before them.
 */
export function validationErrors(error: z.ZodError, locale: Locale, labels: Record<string, MessageCode> = {}): string[] {
  return error.issues.map((issue) => {
    if (isMessageCode(issue.message)) return messageIn(locale, issue.message, paramsOf(issue));
    const field = issue.path.map(String).join('.');
    const label = labels[field] ? messageIn(locale, labels[field]) : field;
    const message = locale === 'en' ? issue.message : toPersianDigits(issue.message);
    return label ? `${label}: ${message}` : message;
  });
}

/** The 422 of input that failed its schema, every problem listed. */
export function validationFailed(error: z.ZodError, locale: Locale, labels?: Record<string, MessageCode>): AppError<'VALIDATION_FAILED'> {
  return new AppError('VALIDATION_FAILED', { errors: validationErrors(error, locale, labels) });
}
