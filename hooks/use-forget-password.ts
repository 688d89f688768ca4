import { call, http } from '../lib/http/client';
import type { Envelope } from '../server/http/schemas';
import type { VerificationStarted } from '../server/modules/auth/schemas';

export function forgetPassword(mobile: string) {
  return call(http.post<Envelope<VerificationStarted>>('/auth/forget/password', { mobile }));
}
