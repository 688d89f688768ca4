import { z } from 'zod';
import { normalizeDigits } from '../digits';
import { authRoutes } from './auth';
import { mobileField, nameField, optionalEmailField, passwordField } from './person-fields.schemas';
import { defineContract } from './kit.schemas';
import { publicUserSchema } from './user.schemas';

const tag = 'auth';

const verificationIdField = z.string({ error: 'VERIFICATION_ID_REQUIRED' }).regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'VERIFICATION_ID_INVALID' });

const codeField = z
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

/** Register, forgot password, and sign-in of an unverified user → data: the id for `/verify/{id}`. */
export const verificationStartedData = z.strictObject({ verification_code: z.string() });
export type VerificationStarted = z.infer<typeof verificationStartedData>;

/** POST /auth/verify → data, beside the token. */
export const verifiedData = z.strictObject({
  user: publicUserSchema,
  purpose: z.enum(['register', 'reset']),
  /** Where the front end goes next: the dashboard, or the new-password screen after a reset. */
  next: z.string(),
});
export type VerifiedData = z.infer<typeof verifiedData>;

/** POST /auth/login → data: the user (with the token), or a fresh verification to complete first. */
export const loginData = z.union([z.strictObject({ user: publicUserSchema }), verificationStartedData]);
export type LoginData = z.infer<typeof loginData>;

/** POST /auth/resend → data. */
export const resendData = z.strictObject({ resend_after_seconds: z.number().int().nonnegative() });
export type ResendData = z.infer<typeof resendData>;

/** GET /auth/verification/:id → data: what the verification screen shows in its first paint. */
export const verificationStatusData = z.strictObject({
  /** Latin digits with the middle hidden, e.g. `0912***4567`; empty for a dead verification. */
  mobile_masked: z.string(),
  /** 0 means a new code may be asked for now. */
  resend_after_seconds: z.number().int().nonnegative(),
  attempts_left: z.number().int().nonnegative(),
  is_dead: z.boolean(),
});
export type VerificationStatus = z.infer<typeof verificationStatusData>;

export const authContract = defineContract(authRoutes, {
  register: { summary: 'Create an unverified account and send a verification code', tag, body: registerBody, response: verificationStartedData },
  verify: { summary: 'Check a verification code and sign in', tag, body: verifyBody, response: verifiedData },
  verificationStatus: {
    summary: 'What the verification screen shows: the masked mobile, the wait before a resend, the tries left',
    tag,
    params: z.object({ id: verificationIdField }),
    response: verificationStatusData,
  },
  resend: { summary: 'Send a new code for a verification', tag, body: resendBody, response: resendData },
  forgetPassword: {
    summary: 'Start a password reset (same answer whether or not the mobile is registered)',
    tag,
    body: forgetPasswordBody,
    response: verificationStartedData,
  },
  login: { summary: 'Sign in with mobile and password', tag, body: loginBody, response: loginData },
  logout: { summary: 'End the current session', tag, response: z.null() },
});
