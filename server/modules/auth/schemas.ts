import { z } from 'zod';
import { normalizeDigits } from '../../../shared/digits';
import { normalizeMobile } from '../../../shared/mobile';

// Shared with the browser: these files import only zod and lib/, never server code.

export const mobileField = z
  .string({ error: 'شماره موبایل را وارد کنید.' })
  .transform((value, ctx) => {
    const mobile = normalizeMobile(value);
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: 'شماره موبایل معتبر نیست؛ به شکل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.' });
      return z.NEVER;
    }
    return mobile;
  });

export const passwordField = z
  .string({ error: 'رمز عبور را وارد کنید.' })
  .min(8, { error: 'رمز عبور باید دست‌کم ۸ نویسه باشد.' })
  .max(128, { error: 'رمز عبور حداکثر ۱۲۸ نویسه می‌تواند باشد.' });

export const nameField = z
  .string({ error: 'نام را وارد کنید.' })
  .trim()
  .min(2, { error: 'نام باید دست‌کم ۲ نویسه باشد.' })
  .max(100, { error: 'نام حداکثر ۱۰۰ نویسه می‌تواند باشد.' });

export const optionalEmailField = z
  .union([z.literal(''), z.null(), z.email({ error: 'ایمیل معتبر نیست.' }).max(191)])
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

export const verificationIdField = z
  .string({ error: 'شناسه تأیید را بفرستید.' })
  .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'شناسه تأیید معتبر نیست.' });

export const codeField = z
  .string({ error: 'کد تأیید را وارد کنید.' })
  .transform((value) => normalizeDigits(value).trim())
  .pipe(z.string().regex(/^\d{6}$/, { error: 'کد تأیید باید ۶ رقم باشد.' }));

export const registerBody = z.object({ name: nameField, mobile: mobileField, password: passwordField, email: optionalEmailField });
export const loginBody = z.object({ mobile: mobileField, password: z.string({ error: 'رمز عبور را وارد کنید.' }).min(1, { error: 'رمز عبور را وارد کنید.' }).max(128) });
export const verifyBody = z.object({ verification_code: verificationIdField, code: codeField });
export const resendBody = z.object({ verification_code: verificationIdField });
export const forgetPasswordBody = z.object({ mobile: mobileField });

export type RegisterInput = z.input<typeof registerBody>;
export type LoginInput = z.input<typeof loginBody>;
export type VerifyInput = z.input<typeof verifyBody>;
