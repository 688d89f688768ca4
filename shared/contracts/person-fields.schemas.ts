import { z } from 'zod';
import { normalizeMobile } from '../mobile';

// The fields a person is known by (name, mobile, email, password), shared by every area's bodies
// that take one: users, auth, admins, contact-us. Messages are codes of the API's catalogue.

export const nameField = z.string({ error: 'NAME_REQUIRED' }).trim().min(2, { error: 'NAME_TOO_SHORT' }).max(100, { error: 'NAME_TOO_LONG' });

export const passwordField = z.string({ error: 'PASSWORD_REQUIRED' }).min(8, { error: 'PASSWORD_TOO_SHORT' }).max(128, { error: 'PASSWORD_TOO_LONG' });

/** Empty or null clears it; stored lower-case. */
export const optionalEmailField = z
  .union([z.literal(''), z.null(), z.email({ error: 'EMAIL_INVALID' }).max(191)])
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

/** An Iranian mobile in any digits and prefix, stored as `09…`. */
export const mobileField = z.string({ error: 'MOBILE_REQUIRED' }).transform((value, ctx) => {
  const mobile = normalizeMobile(value);
  if (!mobile) {
    ctx.addIssue({ code: 'custom', message: 'MOBILE_INVALID' });
    return z.NEVER;
  }
  return mobile;
});
