import { normalizeMobile } from '../shared/mobile';

/**
 * Checks for the sign-in screens' plain forms, which do without antd's Form. A rule gives the
 * message to show under its field, or undefined when the value passes; the messages come from the
 * caller, already in the visitor's language and digits.
 */
export type FieldRule = (value: string) => string | undefined;

/** Only the form's own check: the server validates the address again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `ignoreSpaces`: a value of only spaces counts as empty (names), unlike a password of spaces. */
export function required(message: string, { ignoreSpaces = false } = {}): FieldRule {
  return (value) => ((ignoreSpaces ? value.trim() : value) === '' ? message : undefined);
}

/** Length in characters; an empty value is left to `required`, so optional fields may stay empty. */
export function lengthBetween({ min = 0, max = Infinity }: { min?: number; max?: number }, message: string): FieldRule {
  return (value) => (value !== '' && (value.length < min || value.length > max) ? message : undefined);
}

export function mobile(message: string): FieldRule {
  return (value) => (value !== '' && !normalizeMobile(value) ? message : undefined);
}

export function email(message: string): FieldRule {
  return (value) => (value !== '' && !EMAIL.test(value) ? message : undefined);
}

export function firstError(value: string, rules: readonly FieldRule[]): string | undefined {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return undefined;
}
