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
