import { signedOutCalls } from '../lib/http/signed-out-calls';
import { ApiError } from '../lib/http/api-error';
import type { VerifyInput } from '../shared/contracts/auth.schemas';

export async function verifyCode(input: VerifyInput) {
  return (await signedOutCalls()).auth.verify({ body: input });
}

export async function resendCode(verificationCode: string) {
  return (await signedOutCalls()).auth.resend({ body: { verification_code: verificationCode } });
}

/** The attempts the server says are left after a wrong code, if it said. */
export function attemptsLeftIn(error: unknown): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const left = (error.data as { attempts_left?: unknown } | null)?.attempts_left;
  return typeof left === 'number' ? left : undefined;
}

/** Whether the server refused because the verification can no longer succeed (too many wrong codes, expired). */
export const isDeadVerification = (error: unknown): boolean => error instanceof ApiError && error.code === 'VERIFICATION_DEAD';
