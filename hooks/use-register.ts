import type { RegisterInput } from '../server/modules/auth/schemas';
import { call, http, type Envelope } from '../lib/http/client';

export function register(input: RegisterInput) {
  return call(http.post<Envelope<{ verification_code: string }>>('/auth/register', input));
}
