import { api } from '../lib/http/api';

export function forgetPassword(mobile: string) {
  return api.auth.forgetPassword({ body: { mobile } });
}
