import { z } from 'zod';

z.config(z.locales.fa());

/** Turns zod issues into the Persian `errors: string[]` of a 422 answer, naming the field when the message does not. */
export function validationErrors(error: z.ZodError, labels: Record<string, string> = {}): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const label = labels[field] ?? field;
    // Messages written in our schemas already name their field; zod's own do not.
    return issue.code === 'custom' || !label || issue.message.includes(label) ? issue.message : `${label}: ${issue.message}`;
  });
}
