import type { VerifyInput } from '../server/modules/auth/schemas';
import { call, http, type Envelope } from '../lib/http/client';
import type { PublicUser } from './user-types';

export interface VerifyResult {
  user: PublicUser;
  purpose: 'register' | 'reset';
  next: string;
}

export function verifyCode(input: VerifyInput) {
  return call(http.post<Envelope<VerifyResult>>('/auth/verify', input));
}

export function resendCode(verificationCode: string) {
  return call(http.post<Envelope<{ resend_after_seconds: number }>>('/auth/resend', { verification_code: verificationCode }));
}

/** Where a verification stands, for the first paint of its screen. */
export interface VerificationStatus {
  /** Latin digits with the middle hidden, e.g. `0912***4567`. */
  mobile_masked: string;
  /** 0 means a new code may be asked for now. */
  resend_after_seconds: number;
  attempts_left: number;
  is_dead: boolean;
}
