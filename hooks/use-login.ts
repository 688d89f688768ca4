import type { LoginData, LoginInput } from '../server/modules/auth/schemas';
import { call, http } from '../lib/http/client';
import type { Envelope } from '../server/http/schemas';

export function login(input: LoginInput) {
  return call(http.post<Envelope<LoginData>>('/auth/login', input));
}
