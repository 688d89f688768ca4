import type { AdminData, AdminLoginInput } from '../../server/modules/admins/schemas';
import { call, http } from '../../lib/http/client';
import type { Envelope } from '../../server/http/schemas';

export function adminLogin(input: AdminLoginInput) {
  return call(http.post<Envelope<AdminData>>('/admin/auth/login', input, { role: 'admin' }));
}
