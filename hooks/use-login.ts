import { api } from '../lib/http/api';
import type { LoginInput } from '../shared/contracts/auth.schemas';

export function login(input: LoginInput) {
  return api.auth.login({ body: input });
}
