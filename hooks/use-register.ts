import { api } from '../lib/http/api';
import type { RegisterInput } from '../shared/contracts/auth.schemas';

export function register(input: RegisterInput) {
  return api.auth.register({ body: input });
}
