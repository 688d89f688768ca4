import { z } from 'zod';
import { normalizeDigits } from '../../../lib/digits';
import { normalizeMobile } from '../../../lib/mobile';

// Shared with the browser: these files import only zod and lib/, never server code. Their messages
// are codes of the API's catalogue (server/i18n/messages.ts), written out in the caller's language.

export const mobileField = z
  .string({ error: 'MOBILE_REQUIRED' })
  .transform((value, ctx) => {
    const mobile = normalizeMobile(value);
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: 'MOBILE_INVALID' });
      return z.NEVER;
    }
    return mobile;
  });

export const passwordField = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(8, { error: 'PASSWORD_TOO_SHORT' })
  .max(128, { error: 'PASSWORD_TOO_LONG' });

export const nameField = z
  .string({ error: 'NAME_REQUIRED' })
  .trim()
  .min(2, { error: 'NAME_TOO_SHORT' })
  .max(100, { error: 'NAME_TOO_LONG' });

export const optionalEmailField = z
  .union([z.literal(''), z.null(), z.email({ error: 'EMAIL_INVALID' }).max(191)])
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

export const verificationIdField = z
  .string({ error: 'VERIFICATION_ID_REQUIRED' })
  .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'VERIFICATION_ID_INVALID' });

export const codeField = z
  .string({ error: 'CODE_REQUIRED' })
  .transform((value) => normalizeDigits(value).trim())
  .pipe(z.string().regex(/^\d{6}$/, { error: 'CODE_MALFORMED' }));

export const registerBody = z.object({ name: nameField, mobile: mobileField, password: passwordField, email: optionalEmailField });
export const loginBody = z.object({ mobile: mobileField, password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }).max(128) });
export const verifyBody = z.object({ verification_code: verificationIdField, code: codeField });
export const resendBody = z.object({ verification_code: verificationIdField });
export const forgetPasswordBody = z.object({ mobile: mobileField });

export type RegisterInput = z.input<typeof registerBody>;
export type LoginInput = z.input<typeof loginBody>;
export type VerifyInput = z.input<typeof verifyBody>;
