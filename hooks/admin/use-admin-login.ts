import { ApiError } from '../../lib/http/api-error';
import { api } from '../../lib/http/api';
import type { AdminLoginInput, AdminLoginWithCodeInput } from '../../shared/contracts/admins.schemas';

export function adminLogin(body: AdminLoginInput) {
  return api.admins.login({ body });
}

/** The second step of an admin with a second factor: the challenge the password earned, and a code. */
export function adminLoginWithCode(body: AdminLoginWithCodeInput) {
  return api.admins.loginWithCode({ body });
}

/** The challenge is spent (five minutes passed, or used): the password step starts again. */
export function isChallengeEnded(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'TWO_FACTOR_CHALLENGE_EXPIRED';
}
