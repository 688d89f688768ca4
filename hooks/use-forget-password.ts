import { call, http, type Envelope } from '../lib/http/client';

export function forgetPassword(mobile: string) {
  return call(http.post<Envelope<{ verification_code: string }>>('/auth/forget/password', { mobile }));
}
