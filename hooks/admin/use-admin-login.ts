import { ApiError } from '../../lib/http/api-error';
import { signedOutCalls } from '../../lib/http/signed-out-calls';
import type { AdminLoginInput, AdminLoginWithCodeInput } from '../../shared/contracts/admins.schemas';

export async function adminLogin(body: AdminLoginInput) {
  return (await signedOutCalls()).admins.login({ body });
}

/** The second step of an admin with a second factor: the challenge the password earned, and a code. */
export async function adminLoginWithCode(body: AdminLoginWithCodeInput) {
  return (await signedOutCalls()).admins.loginWithCode({ body });
}

/** The challenge is spent (five minutes passed, or used): the password step starts again. */
export function isChallengeEnded(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'TWO_FACTOR_CHALLENGE_EXPIRED';
}
