import type { ResendData, VerifiedData, VerifyInput } from '../server/modules/auth/schemas';
import { call, http } from '../lib/http/client';
import type { Envelope } from '../server/http/schemas';

export function verifyCode(input: VerifyInput) {
  return call(http.post<Envelope<VerifiedData>>('/auth/verify', input));
}

export function resendCode(verificationCode: string) {
  return call(http.post<Envelope<ResendData>>('/auth/resend', { verification_code: verificationCode }));
}
