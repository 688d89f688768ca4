import type { AdminLoginInput } from '../../server/modules/admins/schemas';
import { call, http, type Envelope } from '../../lib/http/client';
import type { PublicAdmin } from './types';

export function adminLogin(input: AdminLoginInput) {
  return call(http.post<Envelope<{ admin: PublicAdmin }>>('/admin/auth/login', input, { role: 'admin' }));
}
