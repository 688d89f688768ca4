import type { RegisterInput, VerificationStarted } from '../server/modules/auth/schemas';
import { call, http } from '../lib/http/client';
import type { Envelope } from '../server/http/schemas';

export function register(input: RegisterInput) {
  return call(http.post<Envelope<VerificationStarted>>('/auth/register', input));
}
